// The one form-dialog pattern: a dialog around a form, Cancel and a submit button that shows a
// spinner while pending. Entity dialogs pass their fields as children and reuse this for both
// create and edit. A dirty dialog (issue #14) asks Save / Discard / Stay before Escape, the X or a
// click outside closes it, and before a reload or in-app navigation; Cancel discards as asked.
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import { ReadOnlyProvider, useReadOnly } from '../form/read-only';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

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
  /**
   * Whether the form holds unsaved changes (e.g. react-hook-form's formState.isDirty). Without it the
   * dialog counts any edit of a field inside it by the person since it opened.
   */
  dirty?: boolean;
  /** Only shows the values (a viewer's, #16): no submit button, Cancel reads Close. Default: the surrounding read-only region. */
  readOnly?: boolean;
  /**
   * Shown above the form, outside it (a page's draft bar and schedule, #19): its own buttons and dialogs
   * neither submit the form nor count as its edits.
   */
  before?: React.ReactNode;
  /** More footer buttons before the submit button (a page's "Save draft", #19); hidden when read-only. */
  extraActions?: React.ReactNode;
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
  dirty,
  readOnly,
  before,
  extraActions,
  children,
}: FormDialogProps) {
  const locked = useReadOnly() || !!readOnly;
  const formRef = useRef<HTMLFormElement>(null);
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  const isDirty = open && !locked && (dirty ?? edited);

  useEffect(() => {
    if (!open) {
      setEdited(false);
      setAsking(false);
    }
  }, [open]);

  useUnsavedChanges(isDirty);

  // Typing (input events) counts; a change event counts when the person caused it: trusted, or just
  // after a pointer or key press inside the dialog (a select option, a switch). A library setting a
  // value on its own (Radix selects announce a reset as a change event) does not.
  const lastInteraction = useRef(0);
  const noteInteraction = () => {
    lastInteraction.current = Date.now();
  };
  const markEdited = () => setEdited(true);
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (event.nativeEvent.isTrusted || Date.now() - lastInteraction.current < 2000) markEdited();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next && isDirty) setAsking(true);
        else onOpenChange(next);
      }}
    >
      <DialogContent size={size} aria-describedby={description ? undefined : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </DialogHeader>
        {before}
        <form
          ref={formRef}
          onSubmit={onSubmit}
          onInput={markEdited}
          onChange={onChange}
          onPointerDownCapture={noteInteraction}
          onKeyDownCapture={noteInteraction}
          className="grid gap-4"
          noValidate
        >
          <ReadOnlyProvider readOnly={locked}>{children}</ReadOnlyProvider>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {locked ? 'Close' : 'Cancel'}
            </Button>
            {!locked && extraActions}
            {!locked && (
              <Button type="submit" pending={pending} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            )}
          </DialogFooter>
        </form>
        <UnsavedChangesPrompt
          open={asking}
          onStay={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onOpenChange(false);
          }}
          onSave={
            submitDisabled || locked
              ? undefined
              : () => {
                  setAsking(false);
                  formRef.current?.requestSubmit();
                }
          }
        />
      </DialogContent>
    </Dialog>
  );
}
