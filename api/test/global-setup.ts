/** Makes the run's database copies once (snapshots.ts), before any test file starts. */
import { SEED } from '../src/modules/catalog/test-support';
import { makeSnapshots, publish } from './snapshots';

export default async function globalSetup(): Promise<void> {
  const { snapshots, remove } = await makeSnapshots(SEED);
  publish(snapshots);
  (globalThis as { removeTestSnapshots?: () => Promise<void> }).removeTestSnapshots = remove;
}
