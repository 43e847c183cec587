/**
 * HouseGPT parser throughput: questions parsed per second on one core (the parser is synchronous,
 * so one Node thread is one core), over the labelled set of all three languages (follow-ups with
 * their previous filter), with the dictionaries loaded from the database as the API loads them;
 * and the labelled set's scores. `npm run bench -w api` runs it on the bench data (run.ts);
 * alone: npx tsx bench/chat-parser.ts (a seeded in-memory database; BENCH_PARSER_SECONDS, default 5).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDb, type Db } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import { parserFor } from '../src/modules/chat/dictionaries';
import { parseQuestion } from '../src/modules/chat/parser/index';
import { LABELLED, score } from '../src/modules/chat/parser/labelled/index';

export interface ParserFigures {
  questionsPerSec: number;
  parses: number;
  seconds: number;
  places: number;
  features: number;
  labelled: Record<string, { questions: number; exact: number; precision: number; recall: number }>;
}

const percent = (x: number) => Math.round(x * 1000) / 10;

export async function chatParserBench(db: Db, seconds = Number(process.env.BENCH_PARSER_SECONDS ?? 5)): Promise<ParserFigures> {
  const parser = await parserFor(db);
  const questions = Object.values(LABELLED).flat();
  // warm-up: the JIT compiles the parser before it is timed
  for (let i = 0; i < 2000; i++) { const q = questions[i % questions.length]; if (q) parseQuestion(parser, q.q, q.prev); }
  let parses = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  while (performance.now() < until) {
    for (const q of questions) parseQuestion(parser, q.q, q.prev);
    parses += questions.length;
  }
  const elapsed = (performance.now() - start) / 1000;
  const labelled = Object.fromEntries(Object.entries(LABELLED).map(([lang, set]) => {
    const s = score(parser, set);
    return [lang, { questions: s.questions, exact: percent(s.exact), precision: percent(s.precision), recall: percent(s.recall) }];
  }));
  return {
    questionsPerSec: Math.round(parses / elapsed), parses, seconds: Math.round(elapsed * 10) / 10,
    places: parser.dict.places.length, features: parser.dict.features.length, labelled,
  };
}

export function printParserBench(f: ParserFigures): void {
  console.log(`[bench] chat parser: ${f.questionsPerSec.toLocaleString('en-US')} questions/s on one core (${f.parses} parses in ${f.seconds} s, ${f.places} places, ${f.features} features)`);
  for (const [lang, s] of Object.entries(f.labelled)) {
    console.log(`[bench]   ${lang}: ${s.questions} labelled, exact ${s.exact} %, precision ${s.precision} %, recall ${s.recall} %`);
  }
}

/** the bench on its own, with a small seeded database (the dictionaries do not depend on the listing count) */
async function standalone(): Promise<void> {
  const db = await openDb({ dataDir: 'memory' });
  try {
    await migrate(db);
    await seed(db, { listings: 600, seed: 20240806 });
    printParserBench(await chatParserBench(db));
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
