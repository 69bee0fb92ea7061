// Authentication payloads and the user shape every answer carries (never the password).
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES, USER_STATUSES } from '../constants';
import { isoDateTime } from './common';

const email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, { message: 'Email is too long' })
  .pipe(z.email({ message: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

/** Sign-in does not reveal password rules; any non-empty password is checked. */
const anyPassword = z
  .string({ message: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .max(1024, { message: 'Password is too long' });

export const newPassword = (message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`) =>
  z.string({ message }).min(MIN_PASSWORD_LENGTH, { message }).max(1024, { message: 'Password is too long' });

export const username = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, { message: 'Username is required' })
  .max(64, { message: 'Username must be at most 64 characters' })
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

export const resetTokenParam = z.strictObject({ token: z.string().min(1).max(200) });
export const verifyResetTokenResponse = z.object({ valid: z.literal(true) });

export const resetPasswordBody = z.strictObject({
  token: z.string({ message: 'Token is required' }).min(1, { message: 'Token is required' }).max(200),
  newPassword: newPassword(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.strictObject({
  currentPassword: z
    .string({ message: 'Please fill in all password fields' })
    .min(1, { message: 'Please fill in all password fields' })
    .max(1024),
  newPassword: newPassword(`New password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

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
});
/** The user as the wire carries it (timestamps as ISO strings). */
export type User = z.input<typeof userResponse>;
