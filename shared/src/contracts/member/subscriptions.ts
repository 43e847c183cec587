/** Saved-search subscriptions of members and e-mail subscriptions of anyone. */
import { z } from 'zod';
import { int64Id } from '../integers';
import { defineGet, definePost } from './base';
import { subscriptionNameSchema } from './fields.schema';
import { emailSubscribeFormSchema } from './forms.schema';

/** Subscriptions a member may keep (spec 8: 'subscription limit reached'). */
export const SUBSCRIPTION_LIMIT = 10;
export const SUBSCRIPTION_TYPES = ['buy', 'rent', 'new', 'estate', 'serviced'] as const;
const typeSchema = z.enum(SUBSCRIPTION_TYPES, { error: 'errors.invalid' });

export const subscriptionSchema = z.object({
  subscribeId: z.number().int(),
  name: z.string(),
  propertyType: typeSchema,
  propertyCategory: z.number().int().nullable(),
  districtCode: z.string().nullable(),
  districtNameWithCulture: z.string().nullable(),
  filter: z.record(z.string(), z.unknown()),
  searchConditions: z.string(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const addUserSubscribeBodySchema = z.object({
  name: subscriptionNameSchema,
  propertyType: typeSchema,
  propertyCategory: z.number({ error: 'errors.invalid' }).int().min(1).max(99).optional(),
  /** '' means no district, like an absent one */
  districtCode: z
    .string({ error: 'errors.invalid' })
    .max(20)
    .optional()
    .transform((v) => v || undefined),
  /** the list filter (spec 3.3 fields) the subscription matches */
  filter: z.record(z.string(), z.unknown(), { error: 'errors.invalid' }).default({}),
  /** the filter in words, as shown in the member centre */
  searchConditions: z.string({ error: 'errors.invalid' }).max(500, { error: 'errors.tooLong' }).default(''),
});

export const addUserSubscribe = definePost({
  path: '/User/AddUserSubscribe',
  body: addUserSubscribeBodySchema,
  result: subscriptionSchema,
  auth: 'member',
  summary: 'Saves a subscription (at most 10; 409 subscriptionLimit beyond)',
});
export const getUserSubscribesV2 = defineGet({
  path: '/User/GetUserSubscribesV2',
  result: z.object({ items: z.array(subscriptionSchema), limit: z.number().int() }),
  auth: 'member',
  summary: 'The member’s subscriptions, newest first',
});
export const getUserDefaultSubscribe = defineGet({
  path: '/User/GetUserDefaultSubscribe',
  query: z.object({ propertyType: typeSchema }),
  result: subscriptionSchema.nullable(),
  auth: 'member',
  summary: 'The member’s latest subscription of a property type, or null',
});
export const deleteUserSubscribe = defineGet({
  path: '/User/DeleteUserSubscribe',
  query: z.object({ subscribeId: int64Id(z.coerce.number({ error: 'errors.invalid' })) }),
  result: z.object({ deleted: z.boolean() }),
  auth: 'member',
  summary: 'Removes one of the member’s subscriptions (manage)',
});
export const addUserEmailSubscribe = definePost({
  path: '/Information/AddUserEmailSubscribe',
  body: emailSubscribeFormSchema,
  result: z.object({ subscribed: z.boolean(), created: z.boolean(), message: z.string() }),
  auth: 'optional',
  summary: 'Subscribes an e-mail address to news (idempotent)',
  rateLimitPerMinute: 5,
});
