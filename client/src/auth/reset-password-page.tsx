// /reset-password/{token}: verifying → invalid | form → success (document 000 §2, §4).
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '../../../core/constants';
import { resetPasswordForm } from '../../../core/schemas/auth';
import { FormKit, PasswordField } from '../components/form/form-kit';
import { type FormOutputOf, useSchemaForm } from '../components/form/use-schema-form';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { applyServerErrors } from '../lib/form-errors';
import { AuthLayout } from './auth-layout';
import { DEFAULT_AUTH_ERROR } from './forgot-password-page';
import { signedOutRequest } from './signed-out-request';

export const INVALID_LINK_DEFAULT = 'This reset link is invalid or has expired.';

export function ResetPasswordPage({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const form = useSchemaForm(resetPasswordForm, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [password, confirm] = form.watch(['newPassword', 'confirmPassword']);
  const mismatch = confirm !== '' && password !== confirm;

  const verify = useQuery({
    queryKey: ['verify-reset-token', token],
    queryFn: () =>
      signedOutRequest(
        'GET',
        `/api/verify-reset-token/${encodeURIComponent(token)}`,
        undefined,
        'Invalid token',
      ),
    retry: false,
  });
  const reset = useMutation({
    mutationFn: (body: FormOutputOf<typeof resetPasswordForm>) =>
      signedOutRequest('POST', '/api/reset-password', { token, ...body }, 'Failed to reset password'),
    onError: (err) => applyServerErrors(err, form.setError, ['newPassword']),
  });

  let body: React.ReactNode;
  if (verify.isLoading) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-sm text-slate-600">
        <Spinner className="h-8 w-8" label="Verifying reset link" />
        Verifying your reset link...
      </div>
    );
  } else if (verify.isError) {
    body = (
      <div className="grid gap-4">
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {verify.error.message || INVALID_LINK_DEFAULT}
        </p>
        <Button onClick={() => navigate('/forgot-password')} className="w-full">
          Request a New Reset Link
        </Button>
      </div>
    );
  } else if (reset.isSuccess) {
    body = (
      <div className="grid gap-4">
        <p className="flex gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Your password has been reset successfully! You can now log in with your new password.
        </p>
        <Button onClick={() => navigate('/login')} className="w-full">
          Go to Login
        </Button>
      </div>
    );
  } else {
    body = (
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        {reset.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {reset.error.message || DEFAULT_AUTH_ERROR}
          </p>
        )}
        <FormKit form={form} idPrefix="reset" readOnly={false}>
          <PasswordField
            name="newPassword"
            id="new-password"
            label="New Password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            id="confirm-password"
            label="Confirm Password"
            confirms="newPassword"
            autoComplete="new-password"
          />
        </FormKit>
        <Button type="submit" pending={reset.isPending} disabled={mismatch} className="w-full">
          Reset Password
        </Button>
      </form>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Reset Password</CardTitle>
          <CardDescription>Choose a new password for your account.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  );
}
