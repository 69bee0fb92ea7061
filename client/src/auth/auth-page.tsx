// /auth (and /login): sign-in and registration tabs (document 000 §2 "Auth screen").

import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import {
  isTwoFactorChallenge,
  type LoginResponse,
  loginBody,
  registerBody,
  TWO_FACTOR_CODE_MESSAGE,
} from '../../../core/schemas/auth';
import { FormKit, PasswordField, TextField } from '../components/form/form-kit';
import { type SchemaForm, submitTo, useSchemaForm } from '../components/form/use-schema-form';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { returnPathFrom } from '../lib/return-path';
import { AuthLayout } from './auth-layout';
import { RECOVERY_CODE_HINT, SecondFactorForm } from './second-factor-form';
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>{useRecovery ? RECOVERY_CODE_HINT : TWO_FACTOR_CODE_MESSAGE}</CardDescription>
      </CardHeader>
      <CardContent>
        <SecondFactorForm
          idPrefix="two-factor"
          useRecovery={useRecovery}
          onSubmit={(body) => twoFactorMutation.mutateAsync(body).then(afterSignIn.go)}
        >
          <Button type="submit" pending={twoFactorMutation.isPending} className="w-full">
            Verify
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-medium text-brand-700 hover:underline"
              onClick={() => setUseRecovery((v) => !v)}
            >
              {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
            </button>
            <button type="button" className="text-slate-600 hover:underline" onClick={onBack}>
              Back to sign in
            </button>
          </div>
        </SecondFactorForm>
      </CardContent>
    </Card>
  );
}

/** The login tab's form: email and password (`loginBody`). */
function LoginForm({
  form,
  onSignedIn,
}: {
  form: SchemaForm<typeof loginBody>;
  onSignedIn: (result: LoginResponse) => void;
}) {
  const { loginMutation } = useAuth();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={submitTo(form, (values) => loginMutation.mutateAsync(values).then(onSignedIn), [
        'email',
        'password',
      ])}
    >
      <FormKit form={form} idPrefix="login" readOnly={false}>
        <TextField name="email" label="Email" type="email" autoComplete="username" />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
      </FormKit>
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot Password?
        </Link>
      </div>
      <Button type="submit" pending={loginMutation.isPending} className="w-full">
        Sign In
      </Button>
    </form>
  );
}

/** The register tab's form: email, username and password (`registerBody`). */
function RegisterForm({
  form,
  closed,
  onRegistered,
}: {
  form: SchemaForm<typeof registerBody>;
  closed: boolean;
  onRegistered: () => void;
}) {
  const { registerMutation } = useAuth();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={submitTo(form, (values) => registerMutation.mutateAsync(values).then(onRegistered), [
        'email',
        'username',
        'password',
      ])}
    >
      <FormKit form={form} idPrefix="register" readOnly={closed}>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="username" label="Username" autoComplete="username" />
        <PasswordField
          name="password"
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
        />
      </FormKit>
      <Button type="submit" pending={registerMutation.isPending} disabled={closed} className="w-full">
        Create Account
      </Button>
    </form>
  );
}

export function AuthPage() {
  const { user, isLoading } = useAuth();
  const afterSignIn = useAfterSignIn();
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [codeStep, setCodeStep] = useState(false);
  const status = useQuery<AuthStatus>({ queryKey: ['/api/auth/status'] });
  // Held here so that switching tabs keeps what was typed.
  const login = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const register = useSchemaForm(registerBody, {
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
                <LoginForm
                  form={login}
                  onSignedIn={(result) =>
                    isTwoFactorChallenge(result) ? setCodeStep(true) : afterSignIn.go()
                  }
                />
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
              <RegisterForm form={register} closed={registrationClosed} onRegistered={afterSignIn.go} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
