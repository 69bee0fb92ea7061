import { ROLE_RANK } from '../../../core/constants';
import { useCurrentUser } from '../auth/use-auth';

/** Whether the signed-in user may change catalogue content (editor or admin); viewers only read. */
export function useCanEdit(): boolean {
  const { data: user } = useCurrentUser();
  return !!user && ROLE_RANK[user.role] >= ROLE_RANK.editor;
}
