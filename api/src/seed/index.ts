import type { Db } from '../db/index';

/** Seeds an empty database with the default scale. */
export async function seedIfEmpty(_db: Db): Promise<void> {}
