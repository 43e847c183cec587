/** Loads the parser's dictionaries from the reference tables and the estate suggester, once per database. */
import type { Db } from '../../db/index';
import { buildDictionaries, type ReferenceRows } from './parser/dictionaries';
import { createParser, type Parser } from './parser/index';

const cache = new WeakMap<Db, Promise<Parser>>();

export async function loadReferenceRows(db: Db): Promise<ReferenceRows> {
  const [regions, estates, lines, stations, schoolNets, tags] = await Promise.all([
    db.query<ReferenceRows['regions'][number]>('SELECT code, level, name FROM regions ORDER BY code'),
    db.query<ReferenceRows['estates'][number]>('SELECT id, name FROM estates ORDER BY id'),
    db.query<ReferenceRows['lines'][number]>('SELECT id, name FROM mtr_lines ORDER BY id'),
    db.query<ReferenceRows['stations'][number]>('SELECT id, name FROM mtr_stations ORDER BY id'),
    db.query<ReferenceRows['schoolNets'][number]>('SELECT code, kind FROM school_nets ORDER BY code'),
    db.query<ReferenceRows['tags'][number]>(
      `SELECT group_name, value, item_name, name, parent_value FROM dictionary_entries
       WHERE group_name IN ('PropertyTag', 'ForRent') ORDER BY group_name, sort`),
  ]);
  return { regions, estates, lines, stations, schoolNets, tags };
}

/** the parser for this database (built on first use; estates added later need a restart or reload) */
export function parserFor(db: Db): Promise<Parser> {
  let p = cache.get(db);
  if (!p) {
    p = loadReferenceRows(db).then((rows) => createParser(buildDictionaries(rows)));
    p.catch(() => cache.delete(db));
    cache.set(db, p);
  }
  return p;
}

/** forgets the loaded dictionaries (after a reseed) */
export function reloadParser(db: Db): void {
  cache.delete(db);
}
