// Unsaved work asks before it goes (issue #14). A form calls useUnsavedChanges(isDirty, { onSave }):
// while dirty, a reload or tab close gets the browser's own question (beforeunload), and in-app
// navigation — wouter's navigate and <Link>, and the browser's back/forward buttons — waits for
// Save / Discard / Stay. wouter has no blocker, so <NavigationGuard> (mounted once around the admin
// app) wraps every navigate through the router's aroundNav option.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type AroundNavHandler, Router, useLocation, useSearch } from 'wouter';
import { UnsavedChangesPrompt } from '../components/ui/unsaved-changes-prompt';

export interface UnsavedChangesOptions {
  /** Saves the form; resolves true when saved (the navigation then goes on), false to stay. */
  onSave?: () => Promise<boolean> | boolean;
}

interface Blocker {
  dirty: boolean;
  onSave?: () => Promise<boolean> | boolean;
}

interface LeaveRequest {
  proceed: () => void;
  save?: () => Promise<boolean>;
}

const blockers = new Set<{ current: Blocker }>();
let bypass = false;
let unloadAllowed = false;
let showPrompt: ((request: LeaveRequest) => void) | null = null;
let allowNextPop = false;

function dirtyBlockers(): Blocker[] {
  return [...blockers].map((b) => b.current).filter((b) => b.dirty);
}

/** Whether any mounted form has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtyBlockers().length > 0;
}

/** Runs a navigation without asking (after a save that already kept the work). */
export function withoutPrompt<T>(fn: () => T): T {
  const before = bypass;
  bypass = true;
  try {
    return fn();
  } finally {
    bypass = before;
  }
}

/** The page is about to be reloaded on purpose (another user signed in): no beforeunload question. */
export function allowUnload(): void {
  unloadAllowed = true;
}

function leaveRequest(proceed: () => void): LeaveRequest {
  const dirty = dirtyBlockers();
  const canSave = dirty.every((b) => b.onSave);
  return {
    proceed,
    save: canSave
      ? async () => {
          for (const blocker of dirty) {
            if (!(await blocker.onSave!())) return false;
          }
          return true;
        }
      : undefined,
  };
}

let currentPath = '';

/**
 * Back/forward: the browser has already moved, so put the page's address back and ask; Discard repeats
 * the step. Registered when this module loads, before the router subscribes, so it runs first and can
 * keep the router from seeing the step.
 */
function onPopState(event: PopStateEvent) {
  if (allowNextPop) {
    allowNextPop = false;
    return;
  }
  if (bypass || !showPrompt || !currentPath || !hasUnsavedChanges()) return;
  event.stopImmediatePropagation();
  const target = `${window.location.pathname}${window.location.search}`;
  window.history.pushState(window.history.state, '', currentPath);
  showPrompt(
    leaveRequest(() => {
      allowNextPop = true;
      window.history.replaceState(window.history.state, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }),
  );
}
if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

/** The router option: every navigate and <Link> of the admin app passes here. */
export const guardNavigation: AroundNavHandler = (navigate, to, options) => {
  if (bypass || !showPrompt || !hasUnsavedChanges()) return navigate(to, options);
  showPrompt(leaveRequest(() => withoutPrompt(() => navigate(to, options))));
};

/** Registers a form's dirty state: beforeunload while dirty, and the in-app navigation question. */
export function useUnsavedChanges(isDirty: boolean, options: UnsavedChangesOptions = {}): void {
  const entry = useRef<Blocker>({ dirty: isDirty, onSave: options.onSave });
  useLayoutEffect(() => {
    entry.current = { dirty: isDirty, onSave: options.onSave };
  });
  useEffect(() => {
    blockers.add(entry);
    return () => {
      blockers.delete(entry);
    };
  }, []);
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unloadAllowed) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}

/** Mount once around the routes: asks before navigating away from unsaved work. */
export function NavigationGuard({ children }: { children: React.ReactNode }) {
  const [request, setRequest] = useState<LeaveRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const [location] = useLocation();
  const search = useSearch();
  currentPath = search ? `${location}?${search}` : location;

  useEffect(() => {
    showPrompt = setRequest;
    return () => {
      if (showPrompt === setRequest) showPrompt = null;
    };
  }, []);

  const close = useCallback(() => setRequest(null), []);
  return (
    <Router aroundNav={guardNavigation}>
      {children}
      <UnsavedChangesPrompt
        open={request !== null}
        saving={saving}
        onStay={close}
        onDiscard={() => {
          const proceed = request?.proceed;
          close();
          proceed?.();
        }}
        onSave={
          request?.save &&
          (async () => {
            const { save, proceed } = request;
            setSaving(true);
            const saved = await save!().catch(() => false);
            setSaving(false);
            close();
            if (saved) proceed();
          })
        }
      />
    </Router>
  );
}
