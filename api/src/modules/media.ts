import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';

/** Generated images (floor plans drawn as SVG, neutral illustrations) in the sizes of spec 9. */
export async function registerMedia(_app: FastifyInstance, _opts: AppOptions): Promise<void> {}
