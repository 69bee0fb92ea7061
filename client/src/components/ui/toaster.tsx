import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../../../../core/constants';
import { useToast } from '../../lib/toast';
import { cn } from '../../lib/utils';

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-white text-slate-900',
  destructive: 'border-red-600 bg-red-600 text-white',
};

/**
 * While a toast shows it is Radix's top dismissable layer, so Escape would close the toast instead of the
 * dialog the user is working in ("Schedule saved" over the editor). Escape belongs to the dialog: the
 * toast stays, and the top open dialog closes as by its X (a confirmation: its Cancel), through the same
 * onOpenChange and unsaved-changes guard as Escape. Without an open dialog Escape closes the toast.
 */
export function escapeToDialog(event: KeyboardEvent): void {
  const open = document.querySelectorAll<HTMLElement>(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  const top = open[open.length - 1];
  const close =
    top?.querySelector<HTMLElement>(':scope > button[aria-label="Close"]') ??
    top?.querySelector<HTMLElement>('[data-dialog-cancel]');
  if (!close) return;
  event.preventDefault();
  close.click();
}

export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notifications"
    >
      {toasts.map(({ id, title, description, action, variant = 'default', ...props }) => (
        <Toast.Root
          key={id}
          {...props}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-out data-[state=closed]:opacity-0 transition',
            variantClass[variant],
          )}
          data-testid="toast"
          data-variant={variant}
          onEscapeKeyDown={escapeToDialog}
        >
          {variant === 'success' && (
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
          )}
          {variant === 'destructive' && <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />}
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            )}
          </div>
          {action}
          <Toast.Close
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2"
            aria-label="Close"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px] outline-none"
      />
    </Toast.Provider>
  );
}
