/** Removes the run's database copies. */
import { unpublish } from './snapshots';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { removeTestSnapshots?: () => Promise<void> }).removeTestSnapshots?.();
  unpublish();
}
