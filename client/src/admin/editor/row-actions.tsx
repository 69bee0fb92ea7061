// The edit and delete icon buttons of the editor's lists (specifications, highlights, FAQs, links).
import { Pencil, Trash2 } from 'lucide-react';
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
