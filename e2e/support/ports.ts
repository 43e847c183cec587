/**
 * The test stack's ports: away from the development ones so both can run at once (E2E_PORT_BASE,
 * default 3100, moves them all: shell base, remotes base+1.., API base+1000).
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const TEST_ENV = {
  PORT_API: String(BASE + 1000),
  PORT_SHELL: String(BASE),
  PORT_LISTINGS: String(BASE + 1),
  PORT_NEWS: String(BASE + 4),
  // the API's dev-only GET /api/dev/captcha/:id, so journeys can slide the captcha (see support/captcha.ts)
  CAPTCHA_REVEAL: '1',
} as const;

export const SHELL_URL = `http://localhost:${TEST_ENV.PORT_SHELL}`;
export const API_URL = `http://localhost:${TEST_ENV.PORT_API}/api`;
export const NEWS_URL = `http://localhost:${TEST_ENV.PORT_NEWS}`;
