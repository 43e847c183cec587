import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';

/** Member modules: users and sessions, bookmarks, messages, captcha, reports, subscriptions. */
export async function registerMember(_app: FastifyInstance, _opts: AppOptions): Promise<void> {}
