// A record's history in a dialog (#19): the "History" button of a row (categories, brands,
// specifications, redirects) opens the shared history view — timeline, diff against now, restore.
// Viewers get it too: they read history (the restore button is for those who may edit).
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { HistoryView, type HistoryViewProps } from './history-view';

export function HistoryButton({
  name,
  ...view
}: Omit<HistoryViewProps, 'label'> & {
  /** The record's name: the button reads "History of Acme", the dialog "History of “Acme”". */
  name: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => setOpen(true)}
        aria-label={`History of ${name}`}
        title="History"
      >
        <History className="h-4 w-4" aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent size="xl">
            <DialogHeader>
              <DialogTitle>History of “{name}”</DialogTitle>
              <DialogDescription>
                Every change, who made it and how; choose a version to compare it with now.
              </DialogDescription>
            </DialogHeader>
            <HistoryView {...view} label={`History of ${name}`} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
