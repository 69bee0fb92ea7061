// Protected routes: "Loading..." while the user loads, /auth when signed out, the page otherwise.
import type * as React from 'react';
import { Redirect } from 'wouter';
import { useCurrentUser } from './use-auth';

export function Protected({ children }: { children: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-600" role="status">
        Loading...
      </div>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
