// /auth (and /login): sign-in and registration tabs (document 000 §2 "Auth screen").
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation } from 'wouter';
import { type LoginBody, loginBody, type RegisterBody, registerBody } from '../../../core/schemas/auth';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AuthLayout } from './auth-layout';
import { useAuth } from './use-auth';

interface AuthStatus {
  registrationOpen: boolean;
  firstUser: boolean;
}

export function AuthPage() {
  const { user, isLoading, loginMutation, registerMutation } = useAuth();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const status = useQuery<AuthStatus>({ queryKey: ['/api/auth/status'] });

  const login = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const register = useForm<RegisterBody>({
    resolver: zodResolver(registerBody),
    defaultValues: { email: '', username: '', password: '' },
  });

  if (!isLoading && user) return <Redirect to="/admin" replace />;

  const registrationClosed = status.data ? !status.data.registrationOpen : false;

  return (
    <AuthLayout>
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'login' | 'register')}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>

        <TabsContent value="login">
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
                  loginMutation.mutate(values, { onSuccess: () => navigate('/admin') }),
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
                  registerMutation.mutate(values, { onSuccess: () => navigate('/admin') }),
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
