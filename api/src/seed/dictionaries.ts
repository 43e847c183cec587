/** Dictionary rows from the vocabulary: every group of spec 3.2 in three languages. */
import { DICTIONARY_GROUPS } from './vocab/dictionary-groups';
import { t } from './text';
import type { SeedRow } from './batch';


export function dictionaryRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const [group, entries] of Object.entries(DICTIONARY_GROUPS)) {
    entries.forEach(([value, hk, en, parent], i) => {
      rows.push({ group_name: group, item_name: en, value, name: t(hk, en), parent_value: parent ?? null, sort: i + 1 });
    });
  }
  return rows;
}
