// Change Password modal (document 000 §2 item 10, §5, §8), built from the form kit on
// `changePasswordForm` (the body plus the confirmation). Each field shows its own message; the
// specification's toasts (AUTH-42/43/44) say what blocks the change, in the specified order.
import { useMutation } from '@tanstack/react-query';
import { MIN_PASSWORD_LENGTH } from '../../../core/constants';
import {
  type ChangePasswordBody,
  changePasswordForm,
  PASSWORD_CONFIRMATION_MISMATCH,
} from '../../../core/schemas/auth';
import { FormKit, PasswordField } from '../components/form/form-kit';
import { type FormValuesOf, useSchemaForm } from '../components/form/use-schema-form';
import { FormDialog } from '../components/ui/form-dialog';
import { apiJson, errorMessage } from '../lib/api';
import { applyServerErrors } from '../lib/form-errors';
import { notify } from '../lib/toast';

const empty: FormValuesOf<typeof changePasswordForm> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The toast for a form the schema refused: the first of the specification's cases that applies. */
function refusal(values: FormValuesOf<typeof changePasswordForm>): [string, string] {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword)
    return ['Missing fields', 'Please fill in all password fields'];
  if (values.newPassword !== values.confirmPassword)
    return ['Password mismatch', PASSWORD_CONFIRMATION_MISMATCH];
  if (values.newPassword.length < MIN_PASSWORD_LENGTH)
    return ['Password too short', `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`];
  return ['Check the password fields', 'A field is not accepted: its message is under it.'];
}

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useSchemaForm(changePasswordForm, { defaultValues: empty });

  const mutation = useMutation({
    mutationFn: (body: ChangePasswordBody) => apiJson('POST', '/api/user/change-password', body),
    onSuccess: () => {
      notify.success('Password changed', 'Your password has been successfully updated.');
      form.reset(empty);
      onOpenChange(false);
    },
    onError: (err) => {
      applyServerErrors(err, form.setError, ['currentPassword', 'newPassword']);
      notify.error('Error changing password', errorMessage(err, 'Failed to change password'));
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(empty);
        onOpenChange(next);
      }}
      title="Change Password"
      description="Your other sessions are signed out when the password changes."
      submitLabel="Change Password"
      pending={mutation.isPending}
      dirty={form.formState.isDirty}
      size="sm"
      onSubmit={form.handleSubmit(
        (body) => mutation.mutate(body),
        () => notify.error(...refusal(form.getValues())),
      )}
    >
      <FormKit form={form} idPrefix="change" readOnly={false}>
        <PasswordField
          name="currentPassword"
          id="current-password"
          label="Current Password"
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          id="change-new-password"
          label="New Password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirmPassword"
          id="change-confirm-password"
          label="Confirm New Password"
          confirms="newPassword"
          autoComplete="new-password"
        />
      </FormKit>
    </FormDialog>
  );
}
