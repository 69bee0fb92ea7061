// The create-user dialog (document 001 §2.8, §5 "User create"): email, username, password and role.
import { ROLE_LABELS, ROLES } from '../../../../core/constants';
import { type CreateUserBody, createUserBody } from '../../../../core/schemas/users';
import { FormKit, PasswordField, SelectField, TextField } from '../../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../../components/form/use-schema-form';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/toast';
import { createUser, usersKey } from '../../queries/users';
import { useSaveMutation } from '../use-save-mutation';

const empty: CreateUserBody = { email: '', username: '', password: '', role: 'viewer' };

export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useSchemaForm(createUserBody, { defaultValues: empty });

  const mutation = useSaveMutation({
    save: (values: FormOutputOf<typeof createUserBody>) => createUser(values),
    success: (user) => [
      'User created',
      `${user.username} can now sign in as ${ROLE_LABELS[user.role].toLowerCase()}.`,
    ],
    failure: (err) => ['Error creating user', errorMessage(err, 'Failed to create user')],
    invalidates: () => [usersKey],
    refreshInBackground: true,
    fieldErrors: { setError: form.setError, fields: ['email', 'username', 'password', 'role'] },
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
      <FormKit form={form} idPrefix="user">
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="username" label="Username" autoComplete="off" />
        <PasswordField
          name="password"
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
        />
        <SelectField
          name="role"
          label="Role"
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
      </FormKit>
    </FormDialog>
  );
}
