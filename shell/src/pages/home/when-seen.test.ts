import { whenSeenOrIdle } from './when-seen';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: { callback: Callback; elements: Element[]; disconnected: boolean }[] = [];

beforeEach(() => {
  observed = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    record: { callback: Callback; elements: Element[]; disconnected: boolean };
    constructor(callback: Callback) {
      this.record = { callback, elements: [], disconnected: false };
      observed.push(this.record);
    }
    observe(el: Element) { this.record.elements.push(el); }
    disconnect() { this.record.disconnected = true; }
  };
  document.body.innerHTML = '<h2 id="featured-news">News</h2>';
});

const settled = async (p: Promise<void>) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30))]);

it('settles at once when the section is not in the document (a page the browser renders itself)', async () => {
  expect(await settled(whenSeenOrIdle('no-such-section'))).toBe(true);
});

it('waits for the section to come near the viewport', async () => {
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = jest.fn();
  const waiting = whenSeenOrIdle('featured-news');
  expect(observed[0]!.elements[0]).toBe(document.getElementById('featured-news'));
  expect(await settled(waiting)).toBe(false);
  observed[0]!.callback([{ isIntersecting: true }]);
  expect(await settled(waiting)).toBe(true);
  expect(observed[0]!.disconnected).toBe(true);
});

it('or for the browser to be idle once the page has loaded', async () => {
  let idle: () => void = () => undefined;
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = jest.fn((cb: () => void) => { idle = cb; });
  const waiting = whenSeenOrIdle('featured-news');
  // jsdom's document has loaded: the idle callback is asked for at once
  expect(await settled(waiting)).toBe(false);
  idle();
  expect(await settled(waiting)).toBe(true);
});
