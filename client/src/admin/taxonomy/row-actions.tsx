import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The edit and delete buttons of a row or card, named after the item for screen readers and tests. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  canEdit = true,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  canEdit?: boolean;
}) {
  if (!canEdit) return null;
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`} title="Edit">
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        title="Delete"
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
