// /forgot-password: request a reset link (document 000 §2 "Forgot-password screen").
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  type ForgotPasswordBody,
  type ForgotPasswordResponse,
  forgotPasswordBody,
} from '../../../core/schemas/auth';
import { FormKit, TextField } from '../components/form/form-kit';
import { useSchemaForm } from '../components/form/use-schema-form';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { AuthLayout } from './auth-layout';
import { signedOutRequest } from './signed-out-request';

export const DEFAULT_AUTH_ERROR = 'An error occurred. Please try again.';

const requestReset = (body: ForgotPasswordBody) =>
  signedOutRequest<ForgotPasswordResponse>('POST', '/api/forgot-password', body, 'Failed to send reset link');

export function ForgotPasswordPage() {
  const [, navigate] = useLocation();
  const form = useSchemaForm(forgotPasswordBody, { defaultValues: { email: '' } });
  const mutation = useMutation({ mutationFn: requestReset });

  return (
    <AuthLayout>
      <Card>
        <CardHeader>
          <CardTitle>Forgot Password</CardTitle>
          <CardDescription>
            Enter your email address and we will send you a link to reset your password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {mutation.isSuccess ? (
            <div className="grid gap-4">
              <p className="flex gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
                <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                If an account exists with this email, a password reset link will be sent. Please check your
                inbox.
              </p>
              {mutation.data.resetLink && (
                <div
                  className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
                  data-testid="dev-reset-link"
                >
                  <p className="font-semibold text-amber-900">Development Mode - Reset Link</p>
                  <a href={mutation.data.resetLink} className="mt-1 block break-all text-brand-700 underline">
                    {mutation.data.resetLink}
                  </a>
                </div>
              )}
            </div>
          ) : (
            <form
              noValidate
              className="grid gap-4"
              onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
            >
              {mutation.isError && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {mutation.error.message || DEFAULT_AUTH_ERROR}
                </p>
              )}
              <FormKit form={form} idPrefix="forgot">
                <TextField name="email" label="Email Address" type="email" autoComplete="email" />
              </FormKit>
              <Button type="submit" pending={mutation.isPending} className="w-full">
                Send Reset Link
              </Button>
            </form>
          )}
          <Button variant="ghost" onClick={() => navigate('/login')} className="w-full">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Login
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
