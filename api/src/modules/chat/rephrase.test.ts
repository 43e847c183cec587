/** The rephrasing step's fact check, and that nothing is asked of a model unless one is configured. */
import { keepsFacts, numbersOf, rephrase } from './rephrase';

describe('keepsFacts', () => {
  const original = '按你的條件找到 2 個出售盤，價錢由 $561萬 至 $582萬。';
  it('accepts a rewording with the same numbers', () => {
    expect(keepsFacts(original, '有 2 個出售盤符合你的條件，售價 $561萬 至 $582萬。')).toBe(true);
    expect(numbersOf('$5,610,000 and 12')).toEqual(['12', '5610000']);
  });
  it('refuses a number changed, added or dropped, and an empty text', () => {
    expect(keepsFacts(original, '找到 3 個出售盤，價錢由 $561萬 至 $582萬。')).toBe(false);
    expect(keepsFacts(original, '找到 2 個出售盤，價錢由 $561萬 至 $582萬，平均 $570萬。')).toBe(false);
    expect(keepsFacts(original, '找到 2 個出售盤。')).toBe(false);
    expect(keepsFacts(original, ' ')).toBe(false);
  });
});

describe('rephrase', () => {
  it('returns the text untouched when no model service is configured', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(await rephrase('Found 2 flats.', 'en-us', new AbortController().signal, {})).toBe('Found 2 flats.');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
