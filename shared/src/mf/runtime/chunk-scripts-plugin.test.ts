import chunkScriptsPlugin, { staggerChunkScripts, type BundlerRequire } from './chunk-scripts-plugin';

type Scheduler = { yield?: () => Promise<void> };
const withScheduler = globalThis as { scheduler?: Scheduler };

afterEach(() => {
  delete withScheduler.scheduler;
});

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('staggerChunkScripts', () => {
  it('adds each script in a later task of its own, with its arguments', async () => {
    const added: unknown[][] = [];
    const require: BundlerRequire = { l: (...args) => void added.push(args) };
    let yields = 0;
    withScheduler.scheduler = { yield: () => (yields++, tick()) };
    staggerChunkScripts(require);
    const done = () => undefined;
    require.l!('/js/1.js', done, 'chunk-1', 1);
    require.l!('/js/2.js', done, 'chunk-2', 2);
    expect(added).toEqual([]);
    expect(yields).toBe(2);
    await tick();
    await tick();
    expect(added).toEqual([['/js/1.js', done, 'chunk-1', 1], ['/js/2.js', done, 'chunk-2', 2]]);
  });

  it('waits for a zero timeout where the browser has no scheduler.yield', async () => {
    jest.useFakeTimers();
    try {
      const added: string[] = [];
      const require: BundlerRequire = { l: (url) => void added.push(url) };
      staggerChunkScripts(require);
      require.l!('/js/1.js', () => undefined);
      await Promise.resolve();
      expect(added).toEqual([]);
      jest.advanceTimersByTime(0);
      await Promise.resolve();
      expect(added).toEqual(['/js/1.js']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('wraps the loader once, and leaves a bundle without one alone', async () => {
    const added: string[] = [];
    const require: BundlerRequire = { l: (url) => void added.push(url) };
    staggerChunkScripts(require);
    const once = require.l;
    staggerChunkScripts(require);
    expect(require.l).toBe(once);
    const none: BundlerRequire = {};
    staggerChunkScripts(none);
    expect(none.l).toBeUndefined();
  });

  it('is a runtime plugin with a name, harmless outside a bundle', () => {
    expect(chunkScriptsPlugin()).toEqual({ name: 'harbourhome-chunk-scripts' });
  });
});
