// The Inquiries sidebar badge: enquiries still marked new.
import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/utils';
import { newContactsCountQuery } from '../../queries/contacts';

export function NewInquiriesBadge({ active }: { active: boolean }) {
  const count = useQuery(newContactsCountQuery());
  if (!count.data?.count) return null;
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs', active ? 'bg-white/20' : 'bg-brand-600 text-white')}
      data-testid="inquiries-count"
    >
      {count.data.count}
      <span className="sr-only"> new</span>
    </span>
  );
}
