// The search box of an admin list. With `onSearch` (a server search) it has a Search button and runs on
// Enter or the button; without, the list filters as you type. A hint says what it matches.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
  onSearch,
  hint,
  className,
}: {
  /** The box's accessible name ("Search products"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSearch?: () => void;
  hint?: string;
  className?: string;
}) {
  const hintId = useId();
  const box = (
    <div className="relative flex-1">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        className="pl-9"
      />
    </div>
  );
  const hintText = hint && (
    <p id={hintId} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  );
  if (!onSearch) {
    return (
      <div className={className}>
        {box}
        {hintText}
      </div>
    );
  }
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className="flex gap-2">
        {box}
        <Button type="submit" variant="outline">
          Search
        </Button>
      </div>
      {hintText}
    </form>
  );
}
