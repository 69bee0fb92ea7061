// Authentication payloads and the user shape every answer carries (never the password).
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES, USER_STATUSES } from '../constants';
import { isoDateTime } from './common';
import { maxChars } from './messages';

export const email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, maxChars(254))
  .pipe(z.email({ message: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

/** Sign-in does not reveal password rules; any non-empty password is checked. */
const anyPassword = z
  .string({ message: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .max(1024, maxChars(1024));

export const newPassword = (message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`) =>
  z.string({ message }).min(MIN_PASSWORD_LENGTH, { message }).max(1024, maxChars(1024));

export const username = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, { message: 'Username is required' })
  .max(64, maxChars(64))
  .regex(/^[\p{L}\p{N}._ -]+$/u, {
    message: 'Username may contain letters, digits, spaces, dots, dashes and underscores',
  });

export const loginBody = z.strictObject({ email, password: anyPassword });
export type LoginBody = z.input<typeof loginBody>;

export const registerBody = z.strictObject({ email, username, password: newPassword() });
export type RegisterBody = z.input<typeof registerBody>;

export const forgotPasswordBody = z.strictObject({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const forgotPasswordResponse = z.object({
  message: z.string(),
  /** Development mode only (no SMTP configured, not production). */
  resetLink: z.string().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

export const resetTokenParam = z.strictObject({ token: z.string().min(1).max(200, maxChars(200)) });
export const verifyResetTokenResponse = z.object({ valid: z.literal(true) });

export const resetPasswordBody = z.strictObject({
  token: z
    .string({ message: 'Token is required' })
    .min(1, { message: 'Token is required' })
    .max(200, maxChars(200)),
  newPassword: newPassword(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: z
    .string({ message: 'Please fill in all password fields' })
    .min(1, { message: 'Please fill in all password fields' })
    .max(1024, maxChars(1024)),
  newPassword: newPassword(`New password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The second box of a new password: it must repeat the first (checked under this box). */
const passwordConfirmation = (missing: string) =>
  z.string({ message: missing }).min(1, { message: missing }).max(1024, maxChars(1024));

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const CONFIRM_NEW_PASSWORD = 'Please confirm the new password';
export const PASSWORD_CONFIRMATION_MISMATCH = 'New password and confirmation do not match';

/** The reset-password screen's form: the new password twice; its output is the body without the token. */
export const resetPasswordForm = z
  .strictObject({
    newPassword: newPassword(),
    confirmPassword: passwordConfirmation(CONFIRM_NEW_PASSWORD),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  })
  .transform(({ newPassword }) => ({ newPassword }));

/** The change-password dialog's form: the body plus the confirmation; its output is the body. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: passwordConfirmation(CONFIRM_NEW_PASSWORD) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_CONFIRMATION_MISMATCH,
  })
  .transform(({ confirmPassword: _, ...body }): ChangePasswordBody => body);

export const userResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  totpEnabled: z.boolean(),
  passwordUpdatedAt: isoDateTime.nullable(),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** GET /api/user only, and only when true: an administrator must set up two-factor sign-in first. */
  twoFactorSetupRequired: z.boolean().optional(),
});
/** The user as the wire carries it (timestamps as ISO strings). */
export type User = z.input<typeof userResponse>;

// ---------------------------------------------------------------- two-factor sign-in

export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export { TWO_FACTOR_REQUIRED_MESSAGE } from '../constants';

/** Six digits; spaces typed between groups are ignored. */
export const totpCode = z
  .string({ message: TWO_FACTOR_CODE_MESSAGE })
  .max(20, { message: TWO_FACTOR_CODE_MESSAGE })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: TWO_FACTOR_CODE_MESSAGE }));

export const recoveryCode = z
  .string({ message: 'Enter one of your recovery codes' })
  .trim()
  .min(1, { message: 'Enter one of your recovery codes' })
  .max(40, { message: 'Enter one of your recovery codes' });

/** The sign-in's second step as forms: a code from the app, or (after switching) a recovery code. */
export const authenticatorCodeForm = z.strictObject({ code: totpCode });
export const recoveryCodeForm = z.strictObject({ recoveryCode });

/** POST /api/login answers this instead of the user when a second factor is needed. */
export const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
export const loginResponse = z.union([userResponse, twoFactorChallenge]);
export type LoginResponse = z.input<typeof loginResponse>;

export function isTwoFactorChallenge(value: LoginResponse): value is TwoFactorChallenge {
  return 'twoFactorRequired' in value && value.twoFactorRequired === true;
}

export const loginTwoFactorBody = z
  .strictObject({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: 'Send either a code or a recovery code',
  });
export type LoginTwoFactorBody = z.input<typeof loginTwoFactorBody>;

export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code (SVG markup). */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const twoFactorEnableBody = z.strictObject({ code: totpCode });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorDisableBody = z.strictObject({
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(1024, maxChars(1024)),
  /** A code from the app, or one of the recovery codes. */
  code: z
    .string({ message: TWO_FACTOR_CODE_MESSAGE })
    .trim()
    .min(1, { message: TWO_FACTOR_CODE_MESSAGE })
    .max(40, { message: TWO_FACTOR_CODE_MESSAGE }),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

export const securitySettings = z.object({ requireAdminTwoFactor: z.boolean() });
export const securitySettingsBody = z.strictObject({
  requireAdminTwoFactor: z.boolean({ message: 'requireAdminTwoFactor must be true or false' }),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
