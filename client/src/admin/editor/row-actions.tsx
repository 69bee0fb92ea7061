// The edit and delete icon buttons of the editor's lists (specifications, highlights, FAQs, links).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Pencil className="h-4 w-4" />
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 className="h-4 w-4 text-red-600" />
    </Button>
  );
}

/** The add button above a tab's list, for editors only. */
export function AddBar({ show, label, onClick }: { show: boolean; label: string; onClick: () => void }) {
  if (!show) return null;
  return (
    <div className="flex justify-end">
      <Button onClick={onClick}>
        <Plus className="h-4 w-4" aria-hidden />
        {label}
      </Button>
    </div>
  );
}
