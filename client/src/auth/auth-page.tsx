// /auth (and /login): sign-in and registration tabs (document 000 §2 "Auth screen").

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import {
  isTwoFactorChallenge,
  type LoginBody,
  loginBody,
  type RegisterBody,
  registerBody,
  TWO_FACTOR_CODE_MESSAGE,
} from '../../../core/schemas/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { returnPathFrom } from '../lib/return-path';
import { AuthLayout } from './auth-layout';
import { SecondFactorCodeField } from './second-factor-code-field';
import { useAuth } from './use-auth';

/** Where sign-in leads: the admin address the visitor came from (?next=, same origin only) or /admin. */
function useAfterSignIn() {
  const [, navigate] = useLocation();
  const next = returnPathFrom(useSearch()) ?? '/admin';
  const inAdmin = next === '/admin' || /^\/admin[/?#]/.test(next);
  return { next, go: () => (inAdmin ? navigate(next) : window.location.assign(next)) };
}

interface AuthStatus {
  registrationOpen: boolean;
  firstUser: boolean;
}

/** The second step of sign-in: a code from the authenticator app, or a recovery code. */
function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { twoFactorMutation } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication'
            : TWO_FACTOR_CODE_MESSAGE}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const value = code.trim();
            if (useRecovery ? !value : !/^\d{6}$/.test(value.replace(/\s/g, ''))) {
              setError(useRecovery ? 'Enter one of your recovery codes' : TWO_FACTOR_CODE_MESSAGE);
              return;
            }
            setError(undefined);
            twoFactorMutation.mutate(useRecovery ? { recoveryCode: value } : { code: value }, {
              onSuccess: afterSignIn.go,
            });
          }}
        >
          <SecondFactorCodeField
            id="two-factor-code"
            useRecovery={useRecovery}
            code={code}
            onCode={setCode}
            error={error}
          />
          <Button type="submit" pending={twoFactorMutation.isPending} className="w-full">
            Verify
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-brand-700 hover:underline"
              onClick={() => {
                setUseRecovery((v) => !v);
                setCode('');
                setError(undefined);
              }}
            >
              {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
            </button>
            <button type="button" className="text-slate-600 hover:underline" onClick={onBack}>
              Back to sign in
            </button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function AuthPage() {
  const { user, isLoading, loginMutation, registerMutation } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [codeStep, setCodeStep] = useState(false);
  const status = useQuery<AuthStatus>({ queryKey: ['/api/auth/status'] });

  const login = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const register = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { email: '', username: '', password: '' },
  });

  if (!isLoading && user) return <Redirect to={afterSignIn.next} replace />;

  const registrationClosed = status.data ? !status.data.registrationOpen : false;

  return (
    <AuthLayout>
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'login' | 'register')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>

        <TabsContent value="login">
          {codeStep ? (
            <TwoFactorStep onBack={() => setCodeStep(false)} />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>Sign In</CardTitle>
                <CardDescription>Enter your credentials to access the CMS</CardDescription>
              </CardHeader>
              <CardContent>
                {status.data?.firstUser && (
                  <p className="mb-4 flex gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
                    <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                    <span>
                      No account exists yet.{' '}
                      <button
                        type="button"
                        className="font-semibold underline"
                        onClick={() => setTab('register')}
                      >
                        Create the first account
                      </button>{' '}
                      to become the site administrator.
                    </span>
                  </p>
                )}
                <form
                  noValidate
                  className="grid gap-4"
                  onSubmit={login.handleSubmit((values) =>
                    loginMutation.mutate(values, {
                      onSuccess: (result) =>
                        isTwoFactorChallenge(result) ? setCodeStep(true) : afterSignIn.go(),
                    }),
                  )}
                >
                  <Field label="Email" htmlFor="login-email" error={login.formState.errors.email?.message}>
                    <Input
                      id="login-email"
                      type="email"
                      autoComplete="username"
                      required
                      aria-invalid={!!login.formState.errors.email}
                      {...login.register('email')}
                    />
                  </Field>
                  <Field
                    label="Password"
                    htmlFor="login-password"
                    error={login.formState.errors.password?.message}
                  >
                    <PasswordInput
                      id="login-password"
                      autoComplete="current-password"
                      required
                      aria-invalid={!!login.formState.errors.password}
                      {...login.register('password')}
                    />
                  </Field>
                  <div className="flex justify-end">
                    <Link
                      href="/forgot-password"
                      className="text-sm font-medium text-brand-700 hover:underline"
                    >
                      Forgot Password?
                    </Link>
                  </div>
                  <Button type="submit" pending={loginMutation.isPending} className="w-full">
                    Sign In
                  </Button>
                </form>
              </CardContent>
            </Card>
          )}
        </TabsContent>

        <TabsContent value="register">
          <Card>
            <CardHeader>
              <CardTitle>Create Account</CardTitle>
              <CardDescription>Register for a new admin account</CardDescription>
            </CardHeader>
            <CardContent>
              {registrationClosed && (
                <p className="mb-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
                  <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  Registration is closed. Ask an administrator to create an account for you.
                </p>
              )}
              {status.data?.firstUser && (
                <p className="mb-4 text-sm text-slate-600">
                  The first account becomes the site administrator.
                </p>
              )}
              <form
                noValidate
                className="grid gap-4"
                onSubmit={register.handleSubmit((values) =>
                  registerMutation.mutate(values, { onSuccess: afterSignIn.go }),
                )}
              >
                <Field
                  label="Email"
                  htmlFor="register-email"
                  error={register.formState.errors.email?.message}
                >
                  <Input
                    id="register-email"
                    type="email"
                    autoComplete="email"
                    required
                    aria-invalid={!!register.formState.errors.email}
                    {...register.register('email')}
                  />
                </Field>
                <Field
                  label="Username"
                  htmlFor="register-username"
                  error={register.formState.errors.username?.message}
                >
                  <Input
                    id="register-username"
                    autoComplete="username"
                    required
                    aria-invalid={!!register.formState.errors.username}
                    {...register.register('username')}
                  />
                </Field>
                <Field
                  label="Password"
                  htmlFor="register-password"
                  error={register.formState.errors.password?.message}
                  hint="At least 8 characters."
                >
                  <PasswordInput
                    id="register-password"
                    autoComplete="new-password"
                    required
                    aria-invalid={!!register.formState.errors.password}
                    {...register.register('password')}
                  />
                </Field>
                <Button
                  type="submit"
                  pending={registerMutation.isPending}
                  disabled={registrationClosed}
                  className="w-full"
                >
                  Create Account
                </Button>
              </form>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
