/**
 * Account verification and password reset: a six-digit code sent through the outbox to the
 * account's e-mail or mobile, single use and expiring; and signing out every session.
 */
import { z } from 'zod';
import { definePost } from './base';
import { accountSchema, passwordSchema } from './fields.schema';

export const accountCodeSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, { error: 'errors.required', abort: true })
  .regex(/^\d{6}$/, { error: 'errors.code' });

const done = z.object({ done: z.boolean(), message: z.string() });

export const sendVerifyCode = definePost({
  path: '/User/SendVerifyCode',
  body: z.object({}).optional(),
  result: z.object({ sent: z.boolean(), verified: z.boolean(), message: z.string() }),
  auth: 'member',
  summary: 'Sends a new verification code to the member’s e-mail or mobile (none when already verified)',
  rateLimitPerMinute: 3,
});

export const verifyAccount = definePost({
  path: '/User/VerifyAccount',
  body: z.object({ code: accountCodeSchema }),
  result: done,
  auth: 'member',
  summary: 'Verifies the member’s e-mail or mobile with the code sent to it; posting a listing waits for this',
  rateLimitPerMinute: 10,
});

export const requestPasswordReset = definePost({
  path: '/User/RequestPasswordReset',
  body: z.object({ account: accountSchema }),
  result: done,
  summary: 'Sends a password reset code to the account (the answer is the same whether or not it exists)',
  rateLimitPerMinute: 3,
});

export const resetPassword = definePost({
  path: '/User/ResetPassword',
  body: z.object({ account: accountSchema, code: accountCodeSchema, newPassword: passwordSchema }),
  result: done,
  summary: 'Sets a new password with a reset code (single use, 30 minutes); every session of the account ends',
  rateLimitPerMinute: 10,
});

export const signOutEverywhere = definePost({
  path: '/User/SignOutEverywhere',
  body: z.object({}).optional(),
  result: z.object({ sessionsEnded: z.number().int(), message: z.string() }),
  auth: 'member',
  summary: 'Ends every session of the member, this one included',
});
