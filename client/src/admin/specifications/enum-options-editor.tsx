// The ENUM options editor (document 000 §5): Enter adds a new option after the current one and focuses
// it; each option can be removed.
import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export function EnumOptionsEditor({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (options: string[]) => void;
  invalid?: boolean;
}) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current !== null) {
      inputs.current[focusIndex.current]?.focus();
      focusIndex.current = null;
    }
  });

  const insertAfter = (index: number) => {
    const next = [...value];
    next.splice(index + 1, 0, '');
    focusIndex.current = index + 1;
    onChange(next);
  };

  return (
    <div className="grid gap-2" data-testid="enum-options">
      {value.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place and may repeat while typing
        <div key={index} className="flex items-center gap-2">
          <Input
            ref={(el) => {
              inputs.current[index] = el;
            }}
            value={option}
            aria-label={`Option ${index + 1}`}
            aria-invalid={invalid || undefined}
            placeholder={`Option ${index + 1}`}
            onChange={(e) => onChange(value.map((o, i) => (i === index ? e.target.value : o)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                insertAfter(index);
              }
            }}
          />
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove option ${index + 1}`}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => insertAfter(value.length - 1)}>
          <Plus className="h-3.5 w-3.5" aria-hidden />
          Add option
        </Button>
      </div>
    </div>
  );
}
