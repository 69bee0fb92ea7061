// The second step of signing in, on the sign-in screen and in the "session has ended" dialog: a form
// built from the kit on `loginTwoFactorBody`, holding either an authenticator code or, after switching,
// a recovery code. Switching starts a fresh form (the box empties and its message goes).
import type { ReactNode } from 'react';
import { type LoginTwoFactorBody, loginTwoFactorBody } from '../../../core/schemas/auth';
import { FormKit, TextField } from '../components/form/form-kit';
import { submitTo, useSchemaForm } from '../components/form/use-schema-form';

export const RECOVERY_CODE_HINT =
  'Enter one of the recovery codes you saved when you turned on two-factor authentication';

export interface SecondFactorFormProps {
  /** Names the input: `${idPrefix}-code`. */
  idPrefix: string;
  useRecovery: boolean;
  /** Sends the code; a refusal whose `details` name the code is shown under the box. */
  onSubmit: (body: LoginTwoFactorBody) => Promise<unknown>;
  /** The form's accessible name where the page has several forms. */
  label?: string;
  /** Words above the box. */
  intro?: ReactNode;
  /** Buttons and links below the box (Verify, switch, back or cancel). */
  children: ReactNode;
}

export function SecondFactorForm(props: SecondFactorFormProps) {
  return <CodeForm key={props.useRecovery ? 'recovery' : 'app'} {...props} />;
}

function CodeForm({ idPrefix, useRecovery, onSubmit, label, intro, children }: SecondFactorFormProps) {
  const form = useSchemaForm(loginTwoFactorBody, {
    defaultValues: useRecovery ? { recoveryCode: '' } : { code: '' },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={label}
      onSubmit={submitTo(form, onSubmit, [useRecovery ? 'recoveryCode' : 'code'])}
    >
      {intro}
      <FormKit form={form} idPrefix={idPrefix} readOnly={false}>
        <TextField
          name={useRecovery ? 'recoveryCode' : 'code'}
          id={`${idPrefix}-code`}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          inputClassName="font-mono tracking-widest"
        />
      </FormKit>
      {children}
    </form>
  );
}
