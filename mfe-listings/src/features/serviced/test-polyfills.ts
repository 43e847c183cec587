/** jsdom lacks TextEncoder, which react-router reads when it loads; tests that render a router import this first. */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
