/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser
 * paints and handles input in between. scheduler.yield() where the browser has it (the rest of
 * the work keeps its place ahead of other tasks), a zero timeout elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
