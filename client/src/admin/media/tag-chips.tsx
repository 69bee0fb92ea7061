import { Badge } from '../../components/ui/badge';
import { visibleTags } from './media-utils';

/** Up to `shown` tags, then "+N" for the rest (grid 3, list 2). */
export function TagChips({ tags, shown }: { tags: string[]; shown: number }) {
  const { tags: first, more } = visibleTags(tags, shown);
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1" data-testid="media-tags">
      {first.map((tag) => (
        <Badge key={tag} tone="slate" className="max-w-[8rem] truncate">
          {tag}
        </Badge>
      ))}
      {more > 0 && (
        <Badge tone="slate" title={tags.slice(shown).join(', ')}>
          +{more}
        </Badge>
      )}
    </div>
  );
}
