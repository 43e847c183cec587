/**
 * The content checks stay fast on hostile text: every pattern is linear-time and examines a
 * bounded prefix, and the schemas that apply them check the length first, so a 50,000-character
 * message is refused before any pattern runs (it took about 20 s when the e-mail pattern was
 * quadratic and ran after the length check had already failed).
 */
import { containsAdvertising, containsContactDetails, containsEmoji } from './content-check';
import { messageContentSchema } from './forms.schema';
import { addLeaveMessage, updateLeaveMessage } from './leave-messages';
import { addOrUpdateUserEvaluate } from './evaluations';

/** the fastest of a few runs, in ms, so a busy machine does not make the bound flaky */
function fastest(fn: () => unknown, tries = 3): number {
  let best = Infinity;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** units the patterns could backtrack on, repeated: letters, digits, separators, handles */
const UNITS = ['a', '1', ' ', '1 ', 'a.', 'a-', 'a@', '@a', 'a@a.', 'a at ', ' dot a', 'wx ', 'wx:', 'whats app ', '九', 'ａ', 'promo ', '_a', '2024-11-22 ',
  'a. at ', 'dot at ', 'a(dot)', 'a(at)', 'at dot ', 'http', '+1', 'wx id ', '@aaaa '];
const hostile = (length: number) => UNITS.map((u) => u.repeat(Math.ceil(length / u.length)).slice(0, length));

describe('content checks on hostile text', () => {
  it.each(hostile(50_000).map((t) => [JSON.stringify(t.slice(0, 12)), t]))('check %s… (50,000 characters) in under 50 ms', (_label, text) => {
    expect(fastest(() => [containsContactDetails(text), containsAdvertising(text), containsEmoji(text)])).toBeLessThan(50);
  });

  it('still finds contact details after the padding of an ordinary message', () => {
    expect(containsContactDetails(`${'請問幾時可以睇樓？'.repeat(40)} lee@example.com`)).toBe(true);
  });
});

describe('schemas refuse over-long text before the content rules run', () => {
  const long = 'a'.repeat(50_000);
  const cases: [string, () => { success: boolean; error?: { issues: { message: string }[] } }][] = [
    ['message content', () => messageContentSchema.safeParse(long)],
    ['AddLeaveMessage', () => addLeaveMessage.body.safeParse({ listingId: 'S1', contactName: 'Lee', contact: '91234567', content: long, acceptTerms: true })],
    ['UpdateLeaveMessage', () => updateLeaveMessage.body.safeParse({ messageId: 1, content: long })],
    ['AddOrUpdateUserEvaluate', () => addOrUpdateUserEvaluate.body.safeParse({ targetType: 'listing', targetId: 'S1', score: 5, comment: long })],
  ];
  it.each(cases)('%s: answers errors.tooLong alone, in under 50 ms', (_name, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['errors.tooLong']);
    expect(fastest(parse)).toBeLessThan(50);
  });
});
