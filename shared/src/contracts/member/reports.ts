/** Reports (complaints) about a listing. */
import { z } from 'zod';
import { definePost } from './base';
import { reportFormSchema } from './forms.schema';
import { captchaQuerySchema } from './leave-messages';

export const addPropertyReport = definePost({
  path: '/Ticket/AddPropertyReport',
  query: captchaQuerySchema,
  body: reportFormSchema,
  result: z.object({ reportId: z.number().int(), message: z.string() }),
  auth: 'optional',
  summary: 'Reports a listing (every field and a valid captcha required)',
  rateLimitPerMinute: 5,
});
