/** The test stack's ports: away from the development ones so both can run at once. */
export const TEST_ENV = {
  PORT_API: '4100',
  PORT_SHELL: '3100',
  PORT_LISTINGS: '3101',
  PORT_NEWS: '3104',
} as const;

export const SHELL_URL = `http://localhost:${TEST_ENV.PORT_SHELL}`;
export const API_URL = `http://localhost:${TEST_ENV.PORT_API}/api`;
export const NEWS_URL = `http://localhost:${TEST_ENV.PORT_NEWS}`;
