// The one form-dialog pattern: a dialog around a form, Cancel and a submit button that shows a
// spinner while pending. Entity dialogs pass their fields as children and reuse this for both
// create and edit.
import type * as React from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  submitLabel: string;
  pending?: boolean;
  /** Called by the form's submit event (wire react-hook-form's handleSubmit here). */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  submitDisabled?: boolean;
  children: React.ReactNode;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending = false,
  onSubmit,
  size = 'md',
  submitDisabled = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size={size} aria-describedby={description ? undefined : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" pending={pending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
