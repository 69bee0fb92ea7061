// Notification state (document 000 §4): at most one visible, shown 5000 ms by default, a dismissed one
// removed after 1,000,000 ms; toasts can be added, updated or dismissed.
import * as React from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../core/constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastData {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  action?: React.ReactNode;
  duration?: number;
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

type Action =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

interface State {
  toasts: ToastData[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function queueRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS': {
      const { toastId } = action;
      if (toastId) queueRemoval(toastId);
      else for (const t of state.toasts) queueRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  dispatch({
    type: 'ADD',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', toastId }),
  };
}

/** Shorthands for the two kinds every screen uses. */
export const notify = {
  success: (title: string, description?: string) => toast({ title, description, variant: 'success' }),
  error: (title: string, description?: string) => toast({ title, description, variant: 'destructive' }),
};

/** Test hook: clears state between tests. */
export function resetToasts(): void {
  for (const timeout of removeTimeouts.values()) clearTimeout(timeout);
  removeTimeouts.clear();
  memoryState = { toasts: [] };
  for (const listener of listeners) listener(memoryState);
}
