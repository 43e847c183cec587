/** Members and visitors: sign-up, sign-in, sign-out, user info, visitor ids. */
import { z } from 'zod';
import { defineGet, definePost } from './base';
import { accountSchema, passwordSchema, requiredText } from './fields.schema';

export const userInfoSchema = z.object({
  userID: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['member', 'owner', 'agent', 'admin']),
  /** the e-mail or mobile was confirmed with a code (posting a listing waits for it) */
  verified: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userInfoSchema });

/** account: an e-mail address or a Hong Kong mobile number */
export const signUpBodySchema = z.object({
  account: accountSchema,
  password: passwordSchema,
  userName: requiredText(30),
});
export const signInBodySchema = z.object({
  account: accountSchema,
  password: z.string({ error: 'errors.required' }).min(1, { error: 'errors.required' }).max(64, { error: 'errors.password' }),
});

export const signUp = definePost({
  path: '/User/SignUp',
  body: signUpBodySchema,
  result: sessionSchema,
  summary: 'Creates a member account (e-mail or Hong Kong mobile + password) and signs it in',
  rateLimitPerMinute: 5,
});

export const signIn = definePost({
  path: '/User/SignIn',
  body: signInBodySchema,
  result: sessionSchema,
  summary: 'Signs in; the token (60 days) is set as an HttpOnly cookie and may be sent back in the `token` header',
  rateLimitPerMinute: 10,
});

export const signOut = definePost({
  path: '/User/SignOut',
  body: z.object({}).optional(),
  result: z.object({ signedOut: z.boolean(), message: z.string() }),
  auth: 'optional',
  summary: 'Ends the session of the `token` header',
});

export const getUserInfo = defineGet({
  path: '/User/GetUserInfo',
  result: userInfoSchema,
  auth: 'member',
  summary: 'The signed-in member (401 without a valid token)',
});

export const getVisitorId = defineGet({
  path: '/User/GetVisitorId',
  result: z.object({ visitorId: z.string() }),
  summary: 'Issues a visitor id, sent back in the `visitorId` header by visitors',
  rateLimitPerMinute: 30,
});

export const changePasswordBodySchema = z.object({
  oldPassword: z.string({ error: 'errors.required' }).min(1, { error: 'errors.required' }).max(64, { error: 'errors.password' }),
  newPassword: passwordSchema,
});
export const changePassword = definePost({
  path: '/User/ChangePassword',
  body: changePasswordBodySchema,
  result: z.object({ changed: z.boolean(), message: z.string() }),
  auth: 'member',
  summary: 'Changes the member’s password (the old one is required); other sessions end',
  rateLimitPerMinute: 10,
});
