// /reset-password/{token}: verifying → invalid | form → success (document 000 §2, §4).
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '../../../core/constants';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { PasswordInput } from '../components/ui/password-input';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api';
import { AuthLayout } from './auth-layout';
import { DEFAULT_AUTH_ERROR } from './forgot-password-page';

export const INVALID_LINK_DEFAULT = 'This reset link is invalid or has expired.';

async function postJson(url: string, method: string, body: unknown, fallback: string) {
  const res = await fetch(url, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  const data = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new ApiError(res.status, data.error || fallback, data.error ?? null);
  return data;
}

export function ResetPasswordPage({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const verify = useQuery({
    queryKey: ['verify-reset-token', token],
    queryFn: () =>
      postJson(`/api/verify-reset-token/${encodeURIComponent(token)}`, 'GET', undefined, 'Invalid token'),
    retry: false,
  });
  const reset = useMutation({
    mutationFn: () =>
      postJson('/api/reset-password', 'POST', { token, newPassword: password }, 'Failed to reset password'),
  });

  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirm.length > 0 && password !== confirm;
  const passwordError =
    submitted && tooShort ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` : undefined;

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
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (tooShort || password !== confirm) return;
          reset.mutate();
        }}
      >
        {reset.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {reset.error.message || DEFAULT_AUTH_ERROR}
          </p>
        )}
        <Field
          label="New Password"
          htmlFor="new-password"
          error={passwordError}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        >
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!passwordError}
            required
          />
        </Field>
        <Field
          label="Confirm Password"
          htmlFor="confirm-password"
          error={mismatch ? 'Passwords do not match' : undefined}
        >
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={mismatch}
            required
          />
        </Field>
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
