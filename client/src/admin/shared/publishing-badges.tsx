// The lists' note of a product's or page's pending draft and schedule (#19), from one shared query; the
// times carry their time zone.
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { type DraftEntity, publishingQuery } from '../../queries/drafts';
import { scheduleTime as when } from './schedule-time';

export function PublishingBadges({ type, id }: { type: DraftEntity; id: number }) {
  const publishing = useQuery(publishingQuery());
  const data = publishing.data;
  if (!data) return null;
  const draft = data.drafts.some((d) => d.entityType === type && d.entityId === id);
  const schedule = data.schedules.find((s) => s.entityType === type && s.entityId === id);
  if (!draft && !schedule) return null;
  return (
    <>
      {draft && <Badge tone="yellow">Draft changes</Badge>}
      {schedule?.publishAt && (
        <Badge tone="blue" title="Scheduled publishing">
          Publishes {when(schedule.publishAt)}
        </Badge>
      )}
      {schedule?.unpublishAt && (
        <Badge tone="slate" title="Scheduled unpublishing">
          Unpublishes {when(schedule.unpublishAt)}
        </Badge>
      )}
      {schedule?.error && (
        <Badge tone="red" title={schedule.error}>
          Schedule failed
        </Badge>
      )}
    </>
  );
}
