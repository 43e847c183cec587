/**
 * Starts the API: opens the database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL),
 * migrates, seeds an empty database, then listens on PORT (default 4000).
 */
import { openDb } from './db/index';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { seedIfEmpty } from './seed/index';
import { startOutboxWorker } from './modules/member';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  const started = Date.now();
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data' });
  const applied = await migrate(db);
  if (applied.length) console.log(`[api] migrations applied: ${applied.join(', ')}`);
  await seedIfEmpty(db);
  // development routes (/api/dev/*) only with DEV_ROUTES=1: buildApp reads it
  const app = await buildApp({ db, logger: process.env.LOG_REQUESTS === '1' });
  await app.listen({ port, host });
  // sends queued e-mail and SMS notices (real transports when SMTP_URL / SMS_GATEWAY_URL are set)
  const outbox = startOutboxWorker(db);
  console.log(`[api] listening on http://localhost:${port}/api (${db.kind}) in ${Date.now() - started} ms`);
  const stop = async () => {
    await outbox.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('[api] failed to start', err);
  process.exit(1);
});
