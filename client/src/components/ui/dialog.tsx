import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';
import { useReturnFocus } from './return-focus';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  className,
  children,
  size = 'md',
  hideClose = false,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof D.Content> & { size?: 'sm' | 'md' | 'lg' | 'xl'; hideClose?: boolean }) {
  const width = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' }[size];
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-in data-[state=open]:fade-in" />
      <ReturnFocusContent
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[92vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none',
          width,
          className,
        )}
        onCloseAutoFocus={onCloseAutoFocus}
        {...props}
      >
        {children}
        {!hideClose && (
          <D.Close
            className="absolute right-4 top-4 rounded-sm p-1 text-slate-500 hover:text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500"
            aria-label="Close"
          >
            <X className="h-4 w-4" />
          </D.Close>
        )}
      </ReturnFocusContent>
    </D.Portal>
  );
}

/**
 * Radix's dialog content that remembers its opener and gives focus back to it on close (or to the main
 * landmark when the opener is gone). Rendered by the portal only while open. Every dialog, drawer and
 * lightbox, admin and public, is built on it (the storefront's through `storefront/modal.tsx`).
 */
export function ReturnFocusContent({ onCloseAutoFocus, ...props }: React.ComponentProps<typeof D.Content>) {
  const returnFocus = useReturnFocus();
  return (
    <D.Content
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!event.defaultPrevented) returnFocus(event);
      }}
      {...props}
    />
  );
}

export const DialogHeader = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />
);
export const DialogFooter = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof D.Title>) {
  return <D.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: React.ComponentProps<typeof D.Description>) {
  return <D.Description className={cn('text-sm text-slate-500', className)} {...props} />;
}
