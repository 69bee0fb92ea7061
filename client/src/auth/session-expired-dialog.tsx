// "Your session has ended" (issue #14): a 401 on a signed-in screen opens this sign-in over the page
// (password, then the second factor where the account has it on). The API client waits for it and
// sends the failed request again, so the form on the page is still there. Signing in as somebody
// else reloads the page to a clean state.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  isTwoFactorChallenge,
  type LoginResponse,
  type LoginTwoFactorBody,
  loginBody,
  TWO_FACTOR_CODE_MESSAGE,
  type User,
} from '../../../core/schemas/auth';
import { FormKit, PasswordField, TextField } from '../components/form/form-kit';
import { useSchemaForm } from '../components/form/use-schema-form';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { ApiError, apiJson, errorMessage, setReauthenticate } from '../lib/api';
import { notify } from '../lib/toast';
import { allowUnload } from '../lib/unsaved-changes';
import { RECOVERY_CODE_HINT, SecondFactorForm } from './second-factor-form';
import { userQueryKey } from './use-auth';

export const SESSION_ENDED_TITLE = 'Your session has ended';

/** How the page reloads after another user signed in (replaceable in tests). */
export const pageReload = { run: () => window.location.reload() };

export function SessionExpiredDialog({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useSchemaForm(loginBody, { defaultValues: { email: user.email, password: '' } });
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const waiting = useRef<Array<(signedIn: boolean) => void>>([]);
  const signedInAs = useRef(user.id);
  signedInAs.current = user.id;

  useEffect(() => {
    const remove = setReauthenticate(
      () =>
        new Promise<boolean>((resolve) => {
          waiting.current.push(resolve);
          setOpen(true);
        }),
    );
    return () => {
      remove();
      // Leaving the signed-in screens: whatever still waits fails with its 401 instead of hanging.
      for (const resolve of waiting.current.splice(0)) resolve(false);
    };
  }, []);

  const finish = (signedIn: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setOpen(false);
    setStep('password');
    setUseRecovery(false);
    form.resetField('password');
    setError(null);
    for (const resolve of resolvers) resolve(signedIn);
  };

  const signedIn = (next: User) => {
    if (next.id !== signedInAs.current) {
      // Somebody else: nothing of the previous person's screen may stay.
      allowUnload();
      pageReload.run();
      return;
    }
    queryClient.setQueryData(userQueryKey, next);
    notify.success('Signed in again', `Signed in as ${next.username}.`);
    finish(true);
    // Screens that failed while signed out load again.
    void queryClient.invalidateQueries({
      predicate: (query) => query.state.error instanceof ApiError && query.state.error.status === 401,
    });
  };

  const run = async (call: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(errorMessage(err, 'Sign-in failed'));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = form.handleSubmit((values) =>
    run(async () => {
      const result = await apiJson<LoginResponse>('POST', '/api/login', values);
      if (isTwoFactorChallenge(result)) {
        setStep('code');
        form.resetField('password');
      } else signedIn(result);
    }),
  );

  const submitCode = (body: LoginTwoFactorBody) =>
    run(async () => signedIn(await apiJson<User>('POST', '/api/login/2fa', body)));

  const footer = (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={() => finish(false)} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {step === 'password' ? 'Sign In' : 'Verify'}
        </Button>
      </DialogFooter>
    </>
  );

  return (
    <Dialog open={open}>
      <DialogContent
        size="sm"
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="session-expired-dialog"
      >
        <DialogHeader>
          <DialogTitle>{SESSION_ENDED_TITLE}</DialogTitle>
          <DialogDescription>
            Sign in again to carry on. What you were working on stays on the page and is saved once you are
            back.
          </DialogDescription>
        </DialogHeader>
        {step === 'password' ? (
          <form noValidate className="grid gap-4" aria-label="Sign in again" onSubmit={submitPassword}>
            <FormKit form={form} idPrefix="reauth" readOnly={false}>
              <TextField name="email" label="Email" type="email" autoComplete="username" />
              <PasswordField name="password" label="Password" autoComplete="current-password" autoFocus />
            </FormKit>
            {footer}
          </form>
        ) : (
          <SecondFactorForm
            idPrefix="reauth"
            useRecovery={useRecovery}
            label="Sign in again"
            onSubmit={submitCode}
            intro={
              <p className="text-sm text-slate-600">
                {useRecovery ? RECOVERY_CODE_HINT : TWO_FACTOR_CODE_MESSAGE}
              </p>
            }
          >
            <button
              type="button"
              className="justify-self-start text-sm font-medium text-brand-700 hover:underline"
              onClick={() => {
                setUseRecovery((v) => !v);
                setError(null);
              }}
            >
              {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
            </button>
            {footer}
          </SecondFactorForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
