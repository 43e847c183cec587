/**
 * Zod without its compiled fast path in the browser: zod 4 probes `new Function` the first time
 * it builds an object parser, and a page under the site's Content-Security-Policy (no
 * 'unsafe-eval') reports that probe as a violation even though zod catches it. Set before any
 * schema of the forms is built (imported first by ./index), so the probe never runs.
 */
import { config } from 'zod';

config({ jitless: true });
