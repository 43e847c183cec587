/** A job run every `intervalMs` while the app runs, never two rounds at once, with the clock injectable. */
export function startTick(
  run: (now: Date) => Promise<unknown>,
  intervalMs = 10 * 60_000,
  clock: () => Date = () => new Date(),
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run(clock())
      .catch((err: unknown) => console.error('member job failed', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
