// "Your session has ended" (issue #14): a 401 on a signed-in screen opens this sign-in over the page
// (password, then the second factor where the account has it on). The API client waits for it and
// sends the failed request again, so the form on the page is still there. Signing in as somebody
// else reloads the page to a clean state.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  isTwoFactorChallenge,
  type LoginResponse,
  TWO_FACTOR_CODE_MESSAGE,
  type User,
} from '../../../core/schemas/auth';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PasswordInput } from '../components/ui/password-input';
import { ApiError, apiJson, errorMessage, setReauthenticate } from '../lib/api';
import { notify } from '../lib/toast';
import { allowUnload } from '../lib/unsaved-changes';
import { SecondFactorCodeField } from './second-factor-code-field';
import { userQueryKey } from './use-auth';

export const SESSION_ENDED_TITLE = 'Your session has ended';

/** How the page reloads after another user signed in (replaceable in tests). */
export const pageReload = { run: () => window.location.reload() };

export function SessionExpiredDialog({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
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
    setPassword('');
    setCode('');
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

  const submitPassword = () =>
    run(async () => {
      if (!email.trim() || !password) {
        setError('Enter your email and password');
        return;
      }
      const result = await apiJson<LoginResponse>('POST', '/api/login', { email: email.trim(), password });
      if (isTwoFactorChallenge(result)) {
        setStep('code');
        setPassword('');
      } else signedIn(result);
    });

  const submitCode = () =>
    run(async () => {
      const value = code.trim();
      if (useRecovery ? !value : !/^\d{6}$/.test(value.replace(/\s/g, ''))) {
        setError(useRecovery ? 'Enter one of your recovery codes' : TWO_FACTOR_CODE_MESSAGE);
        return;
      }
      signedIn(
        await apiJson<User>(
          'POST',
          '/api/login/2fa',
          useRecovery ? { recoveryCode: value } : { code: value },
        ),
      );
    });

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
        <form
          noValidate
          className="grid gap-4"
          aria-label="Sign in again"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'password' ? submitPassword() : submitCode());
          }}
        >
          {step === 'password' ? (
            <>
              <Field label="Email" htmlFor="reauth-email">
                <Input
                  id="reauth-email"
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field>
              <Field label="Password" htmlFor="reauth-password">
                <PasswordInput
                  id="reauth-password"
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {useRecovery
                  ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication'
                  : TWO_FACTOR_CODE_MESSAGE}
              </p>
              <SecondFactorCodeField
                id="reauth-code"
                useRecovery={useRecovery}
                code={code}
                onCode={setCode}
              />
              <button
                type="button"
                className="justify-self-start text-sm font-medium text-brand-700 hover:underline"
                onClick={() => {
                  setUseRecovery((v) => !v);
                  setCode('');
                  setError(null);
                }}
              >
                {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
              </button>
            </>
          )}
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
