import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const schema = z.object({ account: z.string().min(3, 'errors.short') });

describe('lazyZodResolver', () => {
  it('loads the rules on the first check only, and checks with them', async () => {
    const load = jest.fn(() => Promise.resolve(schema));
    const rules = lazyZodResolver<{ account: string }>(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await rules.resolver({ account: 'ab' }, undefined, options);
    expect(bad.errors.account?.message).toBe('errors.short');
    const good = await rules.resolver({ account: 'abc' }, undefined, options);
    expect(good.values).toEqual({ account: 'abc' });
    rules.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next check', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const rules = lazyZodResolver<{ account: string }>(load);
    await expect(rules.resolver({ account: 'abc' }, undefined, options)).rejects.toThrow('offline');
    expect((await rules.resolver({ account: 'abc' }, undefined, options)).values).toEqual({ account: 'abc' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
