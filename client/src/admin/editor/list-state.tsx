// What a product editor tab shows in place of its list until there are rows: skeleton rows while the list
// loads (an empty tab read as "nothing here" on a slow line), the error with "Try again" when it failed
// (it showed nothing at all), the tab's empty state when there are none. Null when the rows can be shown.
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { ErrorState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/spinner';
import { failureMessage } from '../../lib/api';

export function listState(
  query: Pick<UseQueryResult<readonly unknown[]>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>,
  what: string,
  empty: React.ReactNode,
): React.ReactNode | null {
  if (query.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" role="status" aria-label={`Loading ${what}`}>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title={`Could not load the ${what}`}
        message={failureMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  return query.data?.length ? null : empty;
}
