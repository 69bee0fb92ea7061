import { Flame } from 'lucide-react';
import type * as React from 'react';

/** The frame of the sign-in, forgot and reset screens. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-brand-900 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center text-white">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 shadow-lg">
            <Flame className="h-7 w-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Torchworks Catalogue</h1>
          <p className="text-sm text-slate-300">Sign in to manage your product catalog</p>
        </div>
        {children}
      </div>
    </main>
  );
}
