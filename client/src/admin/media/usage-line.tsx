import { Link2, Link2Off } from 'lucide-react';
import type { MediaUsage } from '../../../../core/schemas/media';
import { cn } from '../../lib/utils';
import { isUnused, usageDetails, usageSummary } from './media-utils';

/** Where a file is used (#14): "Used by 2 products, 1 gallery" with every name on hover, or "Unused". */
export function UsageLine({ usage, className }: { usage: MediaUsage | undefined; className?: string }) {
  const unused = isUnused(usage);
  const Icon = unused ? Link2Off : Link2;
  return (
    <p
      className={cn(
        'flex min-w-0 items-center gap-1 text-xs',
        unused ? 'text-amber-700' : 'text-slate-500',
        className,
      )}
      title={usageDetails(usage)}
      data-testid="media-usage"
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="truncate">{usageSummary(usage)}</span>
      <span className="sr-only">: {usageDetails(usage)}</span>
    </p>
  );
}
