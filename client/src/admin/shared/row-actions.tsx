// The edit and delete buttons of a row or card (the one way: every admin list and the editor's tabs).
// Named after the item for screen readers and tests ("Edit Acme", "Delete Acme"); viewers see none.
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" onClick={onClick} aria-label={label} title="Edit">
      <Pencil className="h-4 w-4" aria-hidden />
    </Button>
  );
}

export function DeleteButton({
  label,
  onClick,
  title = 'Delete',
  disabled,
}: {
  label: string;
  onClick: () => void;
  /** The tooltip; says why when the button is disabled. */
  title?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      title={title}
      disabled={disabled}
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
    >
      <Trash2 className="h-4 w-4" aria-hidden />
    </Button>
  );
}

export function RowActions({
  name,
  onEdit,
  onDelete,
  canEdit = true,
  editLabel = `Edit ${name}`,
  deleteLabel = `Delete ${name}`,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  canEdit?: boolean;
  editLabel?: string;
  deleteLabel?: string;
}) {
  if (!canEdit) return null;
  return (
    <div className="flex shrink-0 items-center gap-1" data-row-actions="">
      {onEdit && <EditButton label={editLabel} onClick={onEdit} />}
      {onDelete && <DeleteButton label={deleteLabel} onClick={onDelete} />}
    </div>
  );
}
