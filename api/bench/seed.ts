/** Seeds the benchmark database alone (`npx tsx bench/seed.ts`; BENCH_DATABASE_URL for PostgreSQL) without measuring. */
import { ensureBenchData } from './data';

ensureBenchData().then((d) => console.log(`[bench] ${d.seededNow ? `seeded in ${d.seconds} s` : 'already seeded'}`), (err) => {
  console.error('[bench] seeding failed', err);
  process.exit(1);
});
