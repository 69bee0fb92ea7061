// The second-factor code box of the sign-in screen and of the "session has ended" dialog: an
// authenticator code, or a recovery code after switching.
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';

export function SecondFactorCodeField({
  id,
  useRecovery,
  code,
  onCode,
  error,
}: {
  id: string;
  useRecovery: boolean;
  code: string;
  onCode: (code: string) => void;
  error?: string | null;
}) {
  return (
    <Field
      label={useRecovery ? 'Recovery code' : 'Authentication code'}
      htmlFor={id}
      {...(error ? { error } : {})}
    >
      <Input
        id={id}
        key={useRecovery ? 'recovery' : 'code'}
        autoFocus
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        maxLength={useRecovery ? 40 : 7}
        value={code}
        aria-invalid={!!error}
        onChange={(e) => onCode(e.target.value)}
        className="font-mono tracking-widest"
      />
    </Field>
  );
}
