import yieldPlugin from './yield-plugin';

type Hook = (args: { id: string }) => Promise<unknown>;
const STEPS = ['beforeLoadShare', 'beforeInitContainer', 'beforeGetExpose', 'beforeExecuteFactory'] as const;

describe('yield plugin', () => {
  const plugin = yieldPlugin();

  it.each(STEPS)('%s goes on in a later task, with its arguments unchanged', async (step) => {
    const hook = plugin[step] as unknown as Hook;
    const args = { id: 'mfe_listings/BuyListPage' };
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const result = await hook(args).then((value) => {
      order.push('the step');
      return value;
    });
    expect(result).toBe(args);
    expect(order).toEqual(['a task queued before', 'the step']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    try {
      await (plugin.beforeGetExpose as unknown as Hook)({ id: 'x' });
      expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
