// "Two-factor authentication": set up with an authenticator app (QR code or the key typed by hand),
// confirm with a code, keep the recovery codes shown once; or turn it off with password and code.
// Used in the Account security dialog and on the set-up screen administrators may be held at.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  type TwoFactorDisableBody,
  type TwoFactorEnableBody,
  type TwoFactorSetup,
  twoFactorDisableBody,
  twoFactorEnableBody,
  type User,
} from '../../../core/schemas/auth';
import { FormKit, PasswordField, TextField } from '../components/form/form-kit';
import { submitTo, useSchemaForm } from '../components/form/use-schema-form';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { apiJson, errorMessage } from '../lib/api';
import { notify } from '../lib/toast';
import { userQueryKey } from './use-auth';

/** "ABCD EFGH …": easier to type into an app by hand. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Two-factor authentication is on. Keep these recovery codes somewhere safe: each one signs you in once
        if you lose your phone. They are shown only now.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm text-slate-900"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => notify.success('Recovery codes copied'))
              .catch(() => notify.error('Could not copy', 'Select the codes and copy them by hand.'));
          }}
        >
          <Copy className="h-4 w-4" aria-hidden />
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
    </div>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const form = useSchemaForm(twoFactorEnableBody, { defaultValues: { code: '' } });
  const start = useMutation({
    mutationFn: () => apiJson<TwoFactorSetup>('POST', '/api/user/2fa/setup'),
    onSuccess: setSetup,
    onError: (err) => notify.error('Could not start the set-up', errorMessage(err)),
  });
  const enable = useMutation({
    mutationFn: (body: TwoFactorEnableBody) =>
      apiJson<{ recoveryCodes: string[] }>('POST', '/api/user/2fa/enable', body),
    onSuccess: (result) => {
      notify.success('Two-factor authentication is on');
      onEnabled(result.recoveryCodes);
    },
    onError: (err) => notify.error('Could not turn on two-factor authentication', errorMessage(err)),
  });

  if (!setup) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-600">
          Sign in with your password and a 6-digit code from an authenticator app (Google Authenticator,
          Microsoft Authenticator, 1Password, Aegis…) on your phone.
        </p>
        <div>
          <Button onClick={() => start.mutate()} pending={start.isPending}>
            Set up two-factor authentication
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={submitTo(form, (body) => enable.mutateAsync(body), ['code'])}
    >
      <ol className="grid gap-1 text-sm text-slate-700">
        <li>1. Scan this QR code with your authenticator app, or type the key into it.</li>
        <li>2. Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="h-44 w-44 shrink-0 rounded-md border border-slate-200"
          data-testid="totp-qr"
        />
        <div className="grid min-w-0 gap-1 text-sm">
          <span className="font-medium text-slate-700">Key for typing in by hand</span>
          <code
            className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900"
            data-testid="totp-secret"
          >
            {groupKey(setup.secret)}
          </code>
          <span className="text-xs text-slate-500">Time-based, 6 digits, every 30 seconds.</span>
        </div>
      </div>
      <FormKit form={form} idPrefix="totp-enable" readOnly={false}>
        <TextField
          name="code"
          label="Authentication code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          inputClassName="max-w-40 font-mono tracking-widest"
        />
      </FormKit>
      <div>
        <Button type="submit" pending={enable.isPending}>
          Turn on
        </Button>
      </div>
    </form>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(twoFactorDisableBody, { defaultValues: { password: '', code: '' } });
  const disable = useMutation({
    mutationFn: (body: TwoFactorDisableBody) => apiJson('POST', '/api/user/2fa/disable', body),
    onSuccess: () => {
      notify.success('Two-factor authentication is off');
      form.reset();
      onDone();
    },
    onError: (err) => notify.error('Could not turn off two-factor authentication', errorMessage(err)),
  });
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={submitTo(form, (body) => disable.mutateAsync(body), ['password', 'code'])}
    >
      <p className="text-sm text-slate-600">To turn it off, confirm with your password and a current code.</p>
      <FormKit form={form} idPrefix="totp-disable" readOnly={false}>
        <PasswordField name="password" label="Current password" autoComplete="current-password" />
        <TextField
          name="code"
          label="Code or recovery code"
          autoComplete="one-time-code"
          inputClassName="max-w-56 font-mono"
        />
      </FormKit>
      <div>
        <Button type="submit" variant="destructive" pending={disable.isPending}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryKey });

  return (
    <section className="grid gap-3" aria-labelledby="two-factor-heading">
      <div className="flex items-center justify-between gap-2">
        <h3 id="two-factor-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden />
          Two-factor authentication
        </h3>
        {recoveryCodes || user.totpEnabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
      </div>
      {recoveryCodes ? (
        // The user query is refreshed only once the codes are saved: it may close this screen.
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void refreshUser();
          }}
        />
      ) : user.totpEnabled ? (
        <TurnOff onDone={() => void refreshUser()} />
      ) : (
        <SetUp onEnabled={setRecoveryCodes} />
      )}
    </section>
  );
}
