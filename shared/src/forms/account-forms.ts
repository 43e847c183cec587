/**
 * Form rules of the member pages: the account pages (spec 5: an e-mail address or a Hong Kong mobile
 * number, passwords of 8 to 64 characters, six-digit codes), the very schemas the API checks the
 * calls' bodies with. Each message is a key of FORM_MESSAGES ('errors.account', ...).
 */
import { z } from 'zod';
import { accountCodeSchema } from '../contracts/member/account';
import { accountSchema, passwordSchema } from '../contracts/member/fields.schema';
import { addUserSubscribeBodySchema } from '../contracts/member/subscriptions';
import { changePasswordBodySchema, signInBodySchema, signUpBodySchema } from '../contracts/member/users';

export const signInFormSchema = signInBodySchema;
export const signUpFormSchema = signUpBodySchema;
export const changePasswordFormSchema = changePasswordBodySchema;
export const verifyFormSchema = z.object({ code: accountCodeSchema });
export const requestResetFormSchema = z.object({ account: accountSchema });
export const resetPasswordFormSchema = z.object({ account: accountSchema, code: accountCodeSchema, newPassword: passwordSchema });
export const subscriptionFormSchema = addUserSubscribeBodySchema;
export { ownListingBodySchema as ownListingFormSchema } from '../contracts/member/own-listings';
