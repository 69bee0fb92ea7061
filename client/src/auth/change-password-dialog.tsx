// Change Password modal (document 000 §2 item 10, §5, §8).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../core/constants';
import { Field } from '../components/ui/field';
import { FormDialog } from '../components/ui/form-dialog';
import { PasswordInput } from '../components/ui/password-input';
import { apiJson, errorMessage } from '../lib/api';
import { notify } from '../lib/toast';

export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');

  const reset = () => {
    setCurrent('');
    setNew('');
    setConfirm('');
  };

  const mutation = useMutation({
    mutationFn: () => apiJson('POST', '/api/user/change-password', { currentPassword, newPassword }),
    onSuccess: () => {
      notify.success('Password changed', 'Your password has been successfully updated.');
      reset();
      onOpenChange(false);
    },
    onError: (err) => notify.error('Error changing password', errorMessage(err, 'Failed to change password')),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Change Password"
      description="Your other sessions are signed out when the password changes."
      submitLabel="Change Password"
      pending={mutation.isPending}
      size="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!currentPassword || !newPassword || !confirmPassword) {
          notify.error('Missing fields', 'Please fill in all password fields');
          return;
        }
        if (newPassword !== confirmPassword) {
          notify.error('Password mismatch', 'New password and confirmation do not match');
          return;
        }
        if (newPassword.length < MIN_PASSWORD_LENGTH) {
          notify.error(
            'Password too short',
            `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
          );
          return;
        }
        mutation.mutate();
      }}
    >
      <Field label="Current Password" htmlFor="current-password">
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <Field label="New Password" htmlFor="change-new-password">
        <PasswordInput
          id="change-new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
      </Field>
      <Field label="Confirm New Password" htmlFor="change-confirm-password">
        <PasswordInput
          id="change-confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
