// The create-user dialog (document 001 §2.8, §5 "User create"): email, username, password and role.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ROLE_LABELS, ROLES } from '../../../../core/constants';
import type { User } from '../../../../core/schemas/auth';
import { type CreateUserBody, createUserBody } from '../../../../core/schemas/users';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { usersQuery } from '../../queries/users';
import { useSaveMutation } from '../use-save-mutation';

const empty: CreateUserBody = { email: '', username: '', password: '', role: 'viewer' };

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<CreateUserBody>({ resolver: zodResolver(createUserBody), defaultValues: empty });
  const { errors } = form.formState;

  const mutation = useSaveMutation<CreateUserBody, User>({
    create: ['POST', '/api/users'],
    success: (user) => [
      'User created',
      `${user.username} can now sign in as ${ROLE_LABELS[user.role].toLowerCase()}.`,
    ],
    failure: (err) => ['Error creating user', errorMessage(err, 'Failed to create user')],
    invalidates: () => [usersQuery().queryKey],
    refreshInBackground: true,
    onSaved: () => {
      form.reset(empty);
      onOpenChange(false);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(empty);
        onOpenChange(next);
      }}
      title="Create User"
      description="The new user signs in with this e-mail and password."
      submitLabel="Create User"
      pending={mutation.isPending}
      onSubmit={form.handleSubmit(
        (values) => mutation.mutate(values),
        () => {
          const v = form.getValues();
          if (!v.email.trim() || !v.username.trim() || !v.password) {
            notify.error('Missing fields', 'Please fill in all required fields');
          }
        },
      )}
    >
      <Field label="Email" htmlFor="user-email" error={errors.email?.message} required>
        <Input id="user-email" type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Username" htmlFor="user-username" error={errors.username?.message} required>
        <Input id="user-username" autoComplete="off" {...form.register('username')} />
      </Field>
      <Field
        label="Password"
        htmlFor="user-password"
        error={errors.password?.message}
        hint="At least 8 characters."
        required
      >
        <PasswordInput id="user-password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Role" htmlFor="user-role">
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              id="user-role"
              value={field.value}
              onValueChange={field.onChange}
              options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            />
          )}
        />
      </Field>
    </FormDialog>
  );
}
