/**
 * How the API reads JSON bodies: at most BODY_LIMIT bytes, nested at most MAX_JSON_DEPTH deep.
 * The depth is measured in one pass over the text before it is parsed, so a body nested 8,000
 * deep is refused with the envelope's 400 instead of overflowing the stack of whatever walks it
 * later. Fastify's own parser then reads it (it refuses __proto__ and constructor keys).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** The largest request body the API reads, in bytes. */
export const BODY_LIMIT = 1024 * 1024;
/** The deepest nesting of arrays and objects a body may have, its outermost value counting 1. */
export const MAX_JSON_DEPTH = 400;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** true when the JSON text nests arrays and objects deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON body parser with one that refuses deep nesting first. */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    const text = body as string; // parseAs 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(`body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'body'), undefined);
      return;
    }
    parse(req, text, done);
  });
}
