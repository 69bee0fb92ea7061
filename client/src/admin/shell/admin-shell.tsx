// The admin shell (document 001 §2.2): sidebar with every section, Products count badge, mobile menu,
// Change Password, Logout, View Website, avatar letter and the signed-in user's real role.
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Flame, KeyRound, LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { ROLE_LABELS, ROLE_RANK } from '../../../../core/constants';
import type { User } from '../../../../core/schemas/auth';
import { AccountSecurityDialog } from '../../auth/account-security-dialog';
import { ChangePasswordDialog } from '../../auth/change-password-dialog';
import { TwoFactorSection } from '../../auth/two-factor-section';
import { useAuth } from '../../auth/use-auth';
import { NotFoundPage } from '../../components/not-found';
import { Dialog, ReturnFocusContent } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { MAIN_ID } from '../../components/ui/return-focus';
import { SkipLink } from '../../components/ui/skip-link';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import { statsQuery } from '../../queries/stats';
import { ADMIN_SECTIONS, findSection } from '../sections';
import { CanEditProvider } from '../shared/form/can-edit-provider';

function SidebarContent({
  user,
  active,
  onNavigate,
}: {
  user: User;
  active: string;
  onNavigate: () => void;
}) {
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const [securityOpen, setSecurityOpen] = useState(false);
  const stats = useQuery(statsQuery());
  const visible = ADMIN_SECTIONS.filter((s) => ROLE_RANK[user.role] >= ROLE_RANK[s.minRole]);

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center gap-2 border-b border-slate-800 px-5">
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600">
          <Flame className="h-5 w-5 text-white" aria-hidden />
        </span>
        <span className="font-semibold tracking-tight text-white">Torchworks CMS</span>
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-4" aria-label="Admin sections">
        <ul className="grid gap-1">
          {visible.map((section) => {
            const Icon = section.icon;
            const Badge = section.badge;
            const isActive = section.key === active;
            return (
              <li key={section.key}>
                <Link
                  href={`/admin/${section.key}`}
                  onClick={onNavigate}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-600 text-white'
                      : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden />
                  <span className="flex-1">{section.label}</span>
                  {section.key === 'products' && stats.data && (
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs',
                        isActive ? 'bg-white/20' : 'bg-slate-700 text-slate-200',
                      )}
                      data-testid="products-count"
                    >
                      {stats.data.totalProducts}
                      <span className="sr-only"> products</span>
                    </span>
                  )}
                  {Badge && <Badge active={isActive} />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-1 border-t border-slate-800 p-3">
        <a
          href="/"
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <ExternalLink className="h-4 w-4" aria-hidden />
          View Website
        </a>
        <button
          type="button"
          onClick={() => setChangePasswordOpen(true)}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <KeyRound className="h-4 w-4" aria-hidden />
          Change Password
        </button>
        <button
          type="button"
          onClick={() => setSecurityOpen(true)}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <ShieldCheck className="h-4 w-4" aria-hidden />
          Account security
        </button>
        <button
          type="button"
          onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') })}
          disabled={logoutMutation.isPending}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-50"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </button>
        <div className="mt-2 flex items-center gap-3 rounded-md bg-slate-800/60 px-3 py-2">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold uppercase text-white"
            aria-hidden
            data-testid="avatar"
          >
            {user.username.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-white">{user.username}</p>
            <p className="truncate text-xs text-slate-400" data-testid="user-role">
              {ROLE_LABELS[user.role]}
            </p>
          </div>
        </div>
      </div>
      <ChangePasswordDialog open={changePasswordOpen} onOpenChange={setChangePasswordOpen} />
      <AccountSecurityDialog open={securityOpen} onOpenChange={setSecurityOpen} />
    </div>
  );
}

/** An administrator the site requires to use two-factor sign-in sets it up before anything else. */
function TwoFactorRequired({ user }: { user: User }) {
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Set up two-factor authentication</h1>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          This site requires administrators to sign in with a code from an authenticator app as well as their
          password. Set it up now to continue to the admin area.
        </p>
        <TwoFactorSection user={user} />
        <div className="mt-6 border-t border-slate-200 pt-4">
          <button
            type="button"
            className="flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900"
            onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') })}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </button>
        </div>
      </div>
    </main>
  );
}

export function AdminShell() {
  const { user } = useAuth();
  const [, params] = useRoute<{ section?: string; id?: string }>('/admin/:section?/:id?');
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const section = findSection(params?.section);

  // The menu is for narrow screens: widening the window past the sidebar breakpoint closes it (a modal
  // left open but hidden would keep the page inert).
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  if (!user) return null;
  if (user.twoFactorSetupRequired) return <TwoFactorRequired user={user} />;
  const allowed = section && ROLE_RANK[user.role] >= ROLE_RANK[section.minRole];

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 bg-slate-900 lg:block">
        <SidebarContent user={user} active={section?.key ?? ''} onNavigate={() => {}} />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
          aria-label="Open menu"
          aria-expanded={menuOpen}
        >
          <Menu className="h-5 w-5" />
        </button>
        <span className="font-semibold">{section?.label ?? 'Admin'}</span>
      </header>

      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <D.Portal>
          <D.Overlay className="fixed inset-0 z-40 bg-slate-900/60 lg:hidden" />
          <ReturnFocusContent
            className="fixed inset-y-0 left-0 z-40 w-72 max-w-[85%] bg-slate-900 shadow-xl focus:outline-none lg:hidden"
            aria-describedby={undefined}
          >
            <D.Title className="sr-only">Menu</D.Title>
            <D.Close
              className="absolute right-2 top-4 rounded-md p-2 text-slate-300 hover:bg-slate-800"
              aria-label="Close menu"
            >
              <X className="h-5 w-5" />
            </D.Close>
            <SidebarContent user={user} active={section?.key ?? ''} onNavigate={() => setMenuOpen(false)} />
          </ReturnFocusContent>
        </D.Portal>
      </Dialog>

      <main id={MAIN_ID} tabIndex={-1} className="lg:pl-64 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {!section ? (
            <NotFoundPage homeHref="/admin" />
          ) : !allowed ? (
            <EmptyState
              title="Not available for your role"
              description={
                section.minRole === 'admin'
                  ? 'Only administrators can open this section.'
                  : 'Only editors and administrators can open this section.'
              }
            />
          ) : (
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner className="h-8 w-8" />
                </div>
              }
            >
              <CanEditProvider>
                <section.component id={params?.id} />
              </CanEditProvider>
            </Suspense>
          )}
        </div>
      </main>
    </div>
  );
}
