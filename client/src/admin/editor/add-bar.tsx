// The add button above one of the editor's tab lists, for editors only.
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';

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
