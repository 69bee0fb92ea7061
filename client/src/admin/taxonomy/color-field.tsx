// A colour chooser: the browser's colour picker, a hex text box and preset swatches.
import { Check } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';

export interface ColorPreset {
  value: string;
  name?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColorField({
  id,
  value,
  onChange,
  presets,
  invalid,
  disabled = false,
  label = 'Color',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  presets: readonly (string | ColorPreset)[];
  invalid?: boolean;
  /** Read-only (#16): shows the colour, offers no change. */
  disabled?: boolean;
  label?: string;
}) {
  const swatches = presets.map((p) => (typeof p === 'string' ? { value: p } : p));
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          disabled={disabled}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="#3B82F6"
          maxLength={7}
          disabled={disabled}
          className="font-mono uppercase"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
      </div>
      <fieldset
        className="m-0 flex flex-wrap gap-2 border-0 p-0"
        aria-label={`${label} presets`}
        disabled={disabled}
      >
        {swatches.map((swatch) => {
          const selected = swatch.value.toLowerCase() === value.toLowerCase();
          return (
            <button
              key={swatch.value}
              type="button"
              onClick={() => onChange(swatch.value)}
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full ring-offset-2 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                selected && 'ring-2 ring-slate-900',
              )}
              style={{ backgroundColor: swatch.value }}
              aria-label={swatch.name ? `${swatch.name} ${swatch.value}` : swatch.value}
              aria-pressed={selected}
              title={swatch.name ?? swatch.value}
            >
              {selected && <Check className="h-4 w-4 text-white drop-shadow" aria-hidden />}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

/** A small coloured dot beside a name. */
export function ColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      className={cn('inline-block h-2.5 w-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: color }}
      aria-hidden
    />
  );
}
