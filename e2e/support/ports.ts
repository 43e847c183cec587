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
  PORT_ESTATES: String(BASE + 2),
  PORT_NEW_PROPERTIES: String(BASE + 3),
  PORT_MEMBER: String(BASE + 5),
  PORT_HOUSEGPT: String(BASE + 6),
  PORT_MARKET: String(BASE + 7),
  // the API's dev-only GET /api/dev/captcha/:id, so journeys can slide the captcha (see support/captcha.ts)
  CAPTCHA_REVEAL: '1',
  // bank transfer is offered only with an account to pay into (the member orders journey)
  BANK_TRANSFER_BANK: 'Harbour Test Bank',
  BANK_TRANSFER_NAME: 'HarbourHome Test Ltd',
  BANK_TRANSFER_ACCOUNT: '000-111111-001',
  // HouseGPT's question limit, lowered so the housegpt journeys reach it in a few questions
  CHAT_QUESTION_LIMIT: '4',
  // the one parent allowed to frame the site and receive its history lists (embedding.spec.ts):
  // another site (127.0.0.1, not localhost), as a partner's page is
  EMBED_PARENT_ORIGINS: `http://127.0.0.1:${BASE + 90}`,
} as const;

export const EMBED_PARENT_PORT = BASE + 90;

// Ports the Fetch standard blocks ("bad ports"): Chromium and Node's fetch refuse them, so a stack
// on one of them never answers. Refused here with a message instead of a two-minute timeout.
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
for (const [name, port] of Object.entries(TEST_ENV)) {
  if (name.startsWith('PORT_') && BAD_PORTS.has(Number(port))) {
    throw new Error(`E2E_PORT_BASE=${BASE} puts ${name} on port ${port}, which browsers and Node's fetch refuse (a Fetch "bad port"): choose another base`);
  }
}

export const SHELL_URL = `http://localhost:${TEST_ENV.PORT_SHELL}`;
export const API_URL = `http://localhost:${TEST_ENV.PORT_API}/api`;
export const NEWS_URL = `http://localhost:${TEST_ENV.PORT_NEWS}`;
