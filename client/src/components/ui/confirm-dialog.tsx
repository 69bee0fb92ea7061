// The one confirmation used before every removal in the admin area.
import { AlertDialog as A } from 'radix-ui';
import type * as React from 'react';
import { Button, buttonClass } from './button';
import { useReturnFocus } from './return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: React.ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  /**
   * What else the delete changes (#14), shown under the question: the server's usage sentences
   * (see useDeleteImpact). `checking` while they load and nothing is known yet.
   */
  impact?: DeleteImpactView;
}

export interface DeleteImpactView {
  sentences: string[];
  /** The server will refuse this delete (the sentence says why). */
  blocked: boolean;
  checking: boolean;
  /** The server's counts, once it has answered. */
  counts?: Record<string, number>;
}

/** The specification's wording for deletes. */
export function deleteMessage(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title = 'Are you sure?',
  description,
  confirmLabel = 'Delete',
  onConfirm,
  pending = false,
  destructive = true,
  impact,
}: ConfirmDialogProps) {
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <ConfirmContent>
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="text-sm text-slate-600">{description}</A.Description>
          {impact && (impact.sentences.length > 0 || impact.checking) ? (
            <div
              data-testid="delete-impact"
              className={`grid gap-1 rounded-md border p-3 text-sm ${impact.blocked ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
            >
              {impact.sentences.map((sentence) => (
                <p key={sentence}>{sentence}</p>
              ))}
              {impact.checking ? <p aria-live="polite">Checking what else this delete changes…</p> : null}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel data-dialog-cancel className={buttonClass('outline')}>
              Cancel
            </A.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'default'}
              pending={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </ConfirmContent>
      </A.Portal>
    </A.Root>
  );
}

/** Mounted only while open, so it remembers the opener and gives focus back to it on close. */
function ConfirmContent({ children }: { children: React.ReactNode }) {
  const returnFocus = useReturnFocus();
  return (
    <A.Content
      onCloseAutoFocus={returnFocus}
      className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-xl"
    >
      {children}
    </A.Content>
  );
}
