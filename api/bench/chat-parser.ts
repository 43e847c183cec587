/**
 * HouseGPT parser throughput: questions parsed per second on one core (the parser is synchronous,
 * so one Node thread is one core). The dictionaries are loaded once from a seeded in-memory
 * database, as the API loads them; the questions are the labelled set of all three languages,
 * follow-ups with their previous filter. Run: npx tsx bench/chat-parser.ts (BENCH_SECONDS, default 5).
 */
import { performance } from 'node:perf_hooks';
import { openDb } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { parserFor } from '../src/modules/chat/dictionaries';
import { parseQuestion } from '../src/modules/chat/parser/index';
import { LABELLED, score } from '../src/modules/chat/parser/labelled/index';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const db = await openDb({ dataDir: 'memory' });
await migrate(db);
await seed(db, { listings: 600, seed: 20240806 });
const parser = await parserFor(db);
await db.close();

const questions = Object.values(LABELLED).flat();
for (let i = 0; i < 2000; i++) { const q = questions[i % questions.length]; if (q) parseQuestion(parser, q.q, q.prev); }

let parsed = 0;
const start = performance.now();
const until = start + SECONDS * 1000;
while (performance.now() < until) {
  for (const q of questions) parseQuestion(parser, q.q, q.prev);
  parsed += questions.length;
}
const seconds = (performance.now() - start) / 1000;
console.log(`chat parser: ${Math.round(parsed / seconds).toLocaleString('en-US')} questions/s on one core (${parsed} parses in ${seconds.toFixed(1)} s, ${parser.dict.places.length} places, ${parser.dict.features.length} features)`);
for (const [lang, set] of Object.entries(LABELLED)) {
  const s = score(parser, set);
  console.log(`  ${lang}: ${s.questions} labelled, exact ${(s.exact * 100).toFixed(1)} %, precision ${(s.precision * 100).toFixed(1)} %, recall ${(s.recall * 100).toFixed(1)} %`);
}
