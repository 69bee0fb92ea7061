// User Management (document 001 §2.8): the users with a role select and a status select each, create,
// delete with confirmation, and the "require two-factor for administrators" switch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role, USER_STATUSES, type UserStatus } from '../../../../core/constants';
import type { User } from '../../../../core/schemas/auth';
import { useAuth, userQueryKey } from '../../auth/use-auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, deleteMessage } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { formatDate, formatDateTime } from '../../lib/utils';
import { securitySettingsQuery, usersQuery } from '../../queries/users';
import { PageHeader } from '../page-header';
import { useDeleteImpact } from '../shared/use-delete-mutation';
import { CreateUserDialog } from './create-user-dialog';

const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };
const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const statusOptions = USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
  const role = useMutation({
    mutationFn: ({ user, role }: { user: User; role: Role }) =>
      apiJson<User>('PATCH', `/api/users/${user.id}/role`, { role }),
    onSuccess: (user) => {
      notify.success('Role updated', `${user.username} is now ${ROLE_LABELS[user.role].toLowerCase()}.`);
      void refresh();
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onError: (err) => notify.error('Error updating role', errorMessage(err, 'Failed to update role')),
  });
  const status = useMutation({
    mutationFn: ({ user, status }: { user: User; status: UserStatus }) =>
      apiJson<User>('PATCH', `/api/users/${user.id}/status`, { status }),
    onSuccess: (user) => {
      notify.success(
        'Status updated',
        user.status === 'inactive'
          ? `${user.username} is inactive and has been signed out.`
          : `${user.username} is active.`,
      );
      void refresh();
    },
    onError: (err) => notify.error('Error updating status', errorMessage(err, 'Failed to update status')),
  });
  const remove = useMutation({
    mutationFn: (user: User) => apiJson<void>('DELETE', `/api/users/${user.id}`),
    onSuccess: (_, user) => {
      notify.success('User deleted', `${user.username} has been deleted.`);
      void refresh();
    },
    onError: (err) => notify.error('Error deleting user', errorMessage(err, 'Failed to delete user')),
  });
  return { role, status, remove };
}

function TwoFactorBadge({ on }: { on: boolean }) {
  return on ? <Badge tone="green">2FA on</Badge> : <Badge tone="slate">2FA off</Badge>;
}

function SecuritySettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(securitySettingsQuery());
  const mutation = useMutation({
    mutationFn: (requireAdminTwoFactor: boolean) =>
      apiJson('PUT', '/api/settings/security', { requireAdminTwoFactor }),
    onSuccess: (_, value) => {
      notify.success(
        'Security settings updated',
        value
          ? 'Administrators must use two-factor authentication.'
          : 'Two-factor authentication is optional for administrators.',
      );
      void queryClient.invalidateQueries({ queryKey: securitySettingsQuery().queryKey });
    },
    onError: (err) =>
      notify.error('Error updating security settings', errorMessage(err, 'Failed to update the setting')),
  });
  return (
    <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <div>
          <label htmlFor="require-admin-2fa" className="text-sm font-medium text-slate-900">
            Require two-factor authentication for administrators
          </label>
          <p className="text-sm text-slate-500">
            Administrators without it are asked to set it up (Account security) before they can use the admin
            area.
          </p>
        </div>
      </div>
      <Switch
        id="require-admin-2fa"
        checked={settings.data?.requireAdminTwoFactor ?? false}
        disabled={!settings.data || mutation.isPending}
        onCheckedChange={(checked) => mutation.mutate(checked)}
      />
    </Card>
  );
}

export default function UsersPage() {
  const { user: me } = useAuth();
  const users = useQuery(usersQuery());
  const { role, status, remove } = useUserMutations();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const impact = useDeleteImpact('users', deleting?.id);

  const roleSelect = (user: User) => (
    <Select
      aria-label={`Role of ${user.username}`}
      value={user.role}
      options={roleOptions}
      onValueChange={(value) => value !== user.role && role.mutate({ user, role: value as Role })}
      className="h-9 w-36 lg:w-full"
    />
  );
  const statusSelect = (user: User) => (
    <Select
      aria-label={`Status of ${user.username}`}
      value={user.status ?? 'active'}
      options={statusOptions}
      disabled={user.id === me?.id}
      onValueChange={(value) =>
        value !== (user.status ?? 'active') && status.mutate({ user, status: value as UserStatus })
      }
      className="h-9 w-32 lg:w-full"
    />
  );
  const deleteButton = (user: User) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete ${user.username}`}
      disabled={user.id === me?.id}
      title={user.id === me?.id ? 'You cannot delete your own account' : undefined}
      onClick={() => setDeleting(user)}
    >
      <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
    </Button>
  );

  return (
    <>
      <PageHeader
        title="User Management"
        description="Who can sign in to the back-office, and what they may do: viewers read, editors change content, administrators also manage users, redirects and settings."
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="h-4 w-4" aria-hidden />
            Add User
          </Button>
        }
      />
      <SecuritySettingsCard />
      {users.isError ? (
        <ErrorState
          title="Could not load the users"
          message={errorMessage(users.error)}
          onRetry={() => users.refetch()}
        />
      ) : users.isLoading ? (
        <div className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : !users.data?.length ? (
        <EmptyState icon={Users} title="No users yet" />
      ) : (
        <Card className="overflow-hidden">
          <div
            className="hidden grid-cols-[minmax(0,1.6fr)_9rem_8rem_6.5rem_10.5rem_4.5rem_2.5rem] gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-medium uppercase tracking-wide text-slate-500 lg:grid"
            aria-hidden
          >
            <span>User</span>
            <span>Role</span>
            <span>Status</span>
            <span>Created</span>
            <span>Last sign-in</span>
            <span>2FA</span>
            <span />
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Users">
            {users.data.map((user) => (
              <li
                key={user.id}
                data-testid={`user-row-${user.id}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-4 py-3 text-sm lg:grid-cols-[minmax(0,1.6fr)_9rem_8rem_6.5rem_10.5rem_4.5rem_2.5rem] lg:gap-x-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    {user.username}
                    {user.id === me?.id && (
                      <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>
                    )}
                  </p>
                  <p className="truncate text-slate-500">{user.email}</p>
                </div>
                <div className="col-span-2 flex flex-wrap gap-2 lg:contents">
                  {roleSelect(user)}
                  {statusSelect(user)}
                </div>
                <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 lg:contents lg:text-sm lg:text-slate-600">
                  <span>
                    <span className="lg:hidden">Created </span>
                    {formatDate(user.createdAt)}
                  </span>
                  <span>
                    <span className="lg:hidden">Last sign-in </span>
                    {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}
                  </span>
                  <span>
                    <TwoFactorBadge on={user.totpEnabled} />
                  </span>
                </div>
                <div className="col-start-2 row-start-1 flex justify-end lg:col-start-auto lg:row-start-auto">
                  {deleteButton(user)}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete user?"
        description={deleting ? deleteMessage(deleting.username) : ''}
        impact={impact}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
