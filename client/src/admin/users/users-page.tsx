// User Management (document 001 §2.8): the users with a role select and a status select each, create,
// delete with confirmation, and the "require two-factor for administrators" switch. The list pages on the
// server (#21): search by username or e-mail, page and page size in the address.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role, USER_STATUSES, type UserStatus } from '../../../../core/constants';
import type { User } from '../../../../core/schemas/auth';
import { useAuth, userQueryKey } from '../../auth/use-auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { apiJson, errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import { formatDate, formatDateTime } from '../../lib/utils';
import { securitySettingsQuery, usersKey, usersQuery } from '../../queries/users';
import { PageHeader } from '../page-header';
import { useConfirmDelete } from '../shared/confirm-delete';
import { ListSearch } from '../shared/list-search';
import { type Column, ListView } from '../shared/list-view';
import { DeleteButton } from '../shared/row-actions';
import { type ListStateOptions, pagingOf, useListState } from '../shared/use-list-state';
import { CreateUserDialog } from './create-user-dialog';

const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };
const roleOptions = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const statusOptions = USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** The search, page and page size of the users list live in the address. */
const USER_LIST: ListStateOptions<{ search: string }> = { filters: { search: { default: '' } } };

function useUserMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersKey });
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
  const [{ search, page, limit }, update] = useListState(USER_LIST);
  const serverSearch = useDebounced(search, 250);
  const users = useQuery({
    ...usersQuery({ search: serverSearch, page, limit }),
    placeholderData: keepPreviousData,
  });
  const { role, status, remove } = useUserMutations();
  const [creating, setCreating] = useState(false);
  const confirmDelete = useConfirmDelete<User>({
    title: 'Delete user?',
    name: (user) => user.username,
    remove,
    entity: 'users',
    id: (user) => user.id,
  });

  const columns: Column<User>[] = [
    {
      key: 'user',
      header: 'User',
      className: 'order-1 min-w-0 flex-1 basis-[calc(100%-3.5rem)] lg:order-none lg:w-auto',
      cell: (user) => (
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">
            {user.username}
            {user.id === me?.id && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
          </p>
          <p className="truncate text-slate-500">{user.email}</p>
        </div>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      className: 'order-3 lg:order-none lg:w-40',
      cell: (user) => (
        <Select
          aria-label={`Role of ${user.username}`}
          value={user.role}
          options={roleOptions}
          onValueChange={(value) => value !== user.role && role.mutate({ user, role: value as Role })}
          className="h-9 w-36 lg:w-full"
        />
      ),
    },
    {
      key: 'status',
      header: 'Status',
      className: 'order-3 lg:order-none lg:w-36',
      cell: (user) => (
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
      ),
    },
    {
      key: 'created',
      header: 'Created',
      label: 'Created',
      className: 'order-3 text-xs text-slate-500 lg:order-none lg:text-sm lg:text-slate-600',
      cell: (user) => formatDate(user.createdAt),
    },
    {
      key: 'last-sign-in',
      header: 'Last sign-in',
      label: 'Last sign-in',
      className: 'order-3 text-xs text-slate-500 lg:order-none lg:text-sm lg:text-slate-600',
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'),
    },
    {
      key: '2fa',
      header: '2FA',
      className: 'order-3 lg:order-none',
      cell: (user) => <TwoFactorBadge on={user.totpEnabled} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'order-2 ml-auto lg:order-none lg:w-14 lg:text-right',
      cell: (user) => (
        <div data-row-actions="">
          <DeleteButton
            label={`Delete ${user.username}`}
            disabled={user.id === me?.id}
            title={user.id === me?.id ? 'You cannot delete your own account' : 'Delete'}
            onClick={() => confirmDelete.ask(user)}
          />
        </div>
      ),
    },
  ];

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
      <ListSearch
        className="mb-4 sm:w-80"
        label="Search users"
        placeholder="Search users by username or e-mail..."
        hint="Username or e-mail"
        value={search}
        onChange={(value) => update({ search: value })}
      />
      <ListView
        query={users}
        items={users.data?.users}
        paging={pagingOf(users.data, limit, update)}
        itemKey={(user) => user.id}
        label="Users"
        noun={['user', 'users']}
        loading={{ label: 'Loading users...' }}
        error={{ title: 'Could not load the users' }}
        empty={
          search.trim()
            ? { icon: Users, title: 'No users match your search' }
            : { icon: Users, title: 'No users yet' }
        }
        itemProps={(user) => ({ 'data-testid': `user-row-${user.id}` })}
        columns={columns}
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      {confirmDelete.dialog}
    </>
  );
}
