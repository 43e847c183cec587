import { buildApp } from '../../app';
import { createTestDb } from '../../../test/helpers';

describe('GET /api/dev/captcha/:id (e2e helper)', () => {
  const saved = process.env.CAPTCHA_REVEAL;
  afterEach(() => {
    if (saved === undefined) delete process.env.CAPTCHA_REVEAL;
    else process.env.CAPTCHA_REVEAL = saved;
  });

  it('reveals a live answer only in development with CAPTCHA_REVEAL=1', async () => {
    const { db, drop } = await createTestDb();
    try {
      process.env.CAPTCHA_REVEAL = '1';
      const dev = await buildApp({ db, dev: true });
      const puzzle = (await dev.inject({ method: 'GET', url: '/api/Common/GetRecaptcha' })).json().result;
      const revealed = await dev.inject({ method: 'GET', url: `/api/dev/captcha/${puzzle.captchaId}` });
      expect(revealed.statusCode).toBe(200);
      const x = revealed.json().result.x as number;
      expect(Number.isInteger(x)).toBe(true);
      const unknown = await dev.inject({ method: 'GET', url: '/api/dev/captcha/nope' });
      expect(unknown.statusCode).toBe(404);
      await dev.close();

      const prod = await buildApp({ db, dev: false });
      expect((await prod.inject({ method: 'GET', url: `/api/dev/captcha/${puzzle.captchaId}` })).statusCode).toBe(404);
      await prod.close();

      delete process.env.CAPTCHA_REVEAL;
      const plainDev = await buildApp({ db, dev: true });
      expect((await plainDev.inject({ method: 'GET', url: `/api/dev/captcha/${puzzle.captchaId}` })).statusCode).toBe(404);
      await plainDev.close();
    } finally {
      await drop();
    }
  });
});
