// Protected routes: "Loading..." while the user loads, /auth when signed out (coming back to this
// address after sign-in), the page otherwise, with the "session has ended" sign-in ready over it.
import type * as React from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { signInPath } from '../lib/return-path';
import { SessionExpiredDialog } from './session-expired-dialog';
import { useCurrentUser } from './use-auth';

export function Protected({ children }: { children: React.ReactNode }) {
  const { data: user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-600" role="status">
        Loading...
      </div>
    );
  }
  if (!user) return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  return (
    <>
      {children}
      <SessionExpiredDialog user={user} />
    </>
  );
}
