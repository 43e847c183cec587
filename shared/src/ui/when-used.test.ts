import { whenUsed } from './when-used';

const settled = async (p: Promise<void>) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30))]);

beforeEach(() => {
  document.body.innerHTML = '<div id="fair-price"><section><h2>Fair price</h2><details><summary>The 6 deals compared</summary></details></section></div><div id="busy"><div aria-busy="true"></div></div>';
});

it('settles at once when the element is not in the document (a page the browser renders itself)', async () => {
  expect(await settled(whenUsed('no-such-part'))).toBe(true);
});

it('settles at once when the server could only send the loading state', async () => {
  expect(await settled(whenUsed('busy'))).toBe(true);
});

it.each([
  ['a pointer over it', (el: Element) => el.dispatchEvent(new Event('pointerover', { bubbles: true }))],
  ['a touch', (el: Element) => el.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ['focus inside it', (el: Element) => el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))],
])('waits, however long, until the visitor reaches for it: %s', async (_, reach) => {
  const waiting = whenUsed('fair-price');
  expect(await settled(waiting)).toBe(false);
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(waiting)).toBe(false);
  reach(document.querySelector('#fair-price summary')!);
  expect(await settled(waiting)).toBe(true);
});

it('hears the visitor even where an ancestor stops the event (React does, at its root, for a part it has not hydrated)', async () => {
  const stop = (event: Event) => event.stopPropagation();
  document.body.addEventListener('pointerover', stop, true);
  try {
    const waiting = whenUsed('fair-price');
    document.querySelector('#fair-price summary')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(waiting)).toBe(true);
  } finally {
    document.body.removeEventListener('pointerover', stop, true);
  }
});
