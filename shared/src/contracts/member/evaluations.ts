/** A member's rating of a listing, an agent or an estate. */
import { z } from 'zod';
import { definePost } from './base';
import { withContentRules } from './forms.schema';

export const EVALUATION_TARGETS = ['listing', 'agent', 'estate'] as const;
const targetSchema = z.object({
  targetType: z.enum(EVALUATION_TARGETS, { error: 'errors.invalid' }),
  targetId: z.string({ error: 'errors.required' }).trim().min(1, { error: 'errors.required' }).max(40, { error: 'errors.tooLong' }),
});

export const evaluationSchema = z.object({
  targetType: z.enum(EVALUATION_TARGETS),
  targetId: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
  mine: z.object({ score: z.number().int(), comment: z.string(), updatedAt: z.string() }).nullable(),
});

export const getUserEvaluate = definePost({
  path: '/User/GetUserEvaluate',
  body: targetSchema,
  result: evaluationSchema,
  auth: 'optional',
  summary: 'The average rating of a target, and the member’s own when signed in',
});
export const addOrUpdateUserEvaluate = definePost({
  path: '/User/AddOrUpdateUserEvaluate',
  body: targetSchema.extend({
    score: z.number({ error: 'errors.score' }).int({ error: 'errors.score' }).min(1, { error: 'errors.score' }).max(5, { error: 'errors.score' }),
    comment: withContentRules(z.string({ error: 'errors.invalid' }).trim().max(300, { error: 'errors.tooLong' })).default(''),
  }),
  result: evaluationSchema,
  auth: 'member',
  summary: 'Rates a target (1 to 5) or changes the member’s rating',
});
