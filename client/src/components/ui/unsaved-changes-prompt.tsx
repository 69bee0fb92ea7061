// The one "unsaved changes" question (issue #14): Save (where the form can save), Discard or Stay.
// Asked before in-app navigation away from a dirty form and before a dirty FormDialog closes.
import { AlertDialog as A } from 'radix-ui';
import { Button, buttonClass } from './button';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have changes that are not saved yet. Save them before you go?';

export interface UnsavedChangesPromptProps {
  open: boolean;
  /** Keep editing: closes the question, nothing else happens. */
  onStay: () => void;
  /** Drop the changes and go on. */
  onDiscard: () => void;
  /** Save, then go on; absent where the form cannot save from here. */
  onSave?: () => void;
  saving?: boolean;
}

export function UnsavedChangesPrompt({
  open,
  onStay,
  onDiscard,
  onSave,
  saving = false,
}: UnsavedChangesPromptProps) {
  return (
    <A.Root open={open} onOpenChange={(next) => !next && !saving && onStay()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <A.Content
          className="fixed left-1/2 top-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-xl"
          data-testid="unsaved-changes-prompt"
        >
          <A.Title className="text-lg font-semibold text-slate-900">{UNSAVED_TITLE}</A.Title>
          <A.Description className="text-sm text-slate-600">{UNSAVED_MESSAGE}</A.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <A.Cancel data-dialog-cancel className={buttonClass('outline')} disabled={saving}>
              Stay
            </A.Cancel>
            <Button variant="outline" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            {onSave && (
              <Button
                pending={saving}
                onClick={(event) => {
                  event.preventDefault();
                  onSave();
                }}
              >
                Save
              </Button>
            )}
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
