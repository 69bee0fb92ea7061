import { Construction } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';

/** What a section shows until it is built: an honest statement, never sample data. */
export function SectionUnavailable({ label }: { label: string }) {
  return (
    <EmptyState
      icon={Construction}
      title={`${label} is not available yet`}
      description="This part of the back-office has not been built in this version. Nothing here is hidden or lost: the data it will manage is already stored."
    />
  );
}
