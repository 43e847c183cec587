/** The account calls of the member pages (spec 6), over the shared client. */
import { call } from '@portal/shared/api';
import type { BodyOf } from '@portal/shared/contracts';
import * as endpoints from '@portal/shared/endpoints';

export const accountApi = {
  signIn: (body: BodyOf<typeof endpoints.signIn>) => call(endpoints.signIn, { body }),
  signUp: (body: BodyOf<typeof endpoints.signUp>) => call(endpoints.signUp, { body }),
  signOut: () => call(endpoints.signOut, { body: {} }),
  signOutEverywhere: () => call(endpoints.signOutEverywhere, { body: {} }),
  sendVerifyCode: () => call(endpoints.sendVerifyCode, { body: {} }),
  verify: (code: string) => call(endpoints.verifyAccount, { body: { code } }),
  requestReset: (account: string) => call(endpoints.requestPasswordReset, { body: { account } }),
  resetPassword: (body: BodyOf<typeof endpoints.resetPassword>) => call(endpoints.resetPassword, { body }),
  changePassword: (body: BodyOf<typeof endpoints.changePassword>) => call(endpoints.changePassword, { body }),
};
export type AccountApi = typeof accountApi;
