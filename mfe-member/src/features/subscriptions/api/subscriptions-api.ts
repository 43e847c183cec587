/** A member's subscriptions (spec 6, 9: 10 at most) over the shared client. */
import { call } from '@portal/shared/api';
import type { BodyOf } from '@portal/shared/contracts';
import { addUserSubscribe, deleteUserSubscribe } from '@portal/shared/endpoints';

export const subscriptionsApi = {
  add: (body: BodyOf<typeof addUserSubscribe>) => call(addUserSubscribe, { body }),
  remove: (subscribeId: number) => call(deleteUserSubscribe, { query: { subscribeId } }),
};
export type SubscriptionsApi = typeof subscriptionsApi;
