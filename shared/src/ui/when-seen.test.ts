import { whenNear, whenSeen } from './when-seen';

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
  document.body.innerHTML = '<section id="news-section"><h2 id="featured-news">News</h2><ul><li>An article</li></ul></section>';
});

const settled = async (p: Promise<void>) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30))]);

it('settles at once when the section is not in the document (a page the browser renders itself)', async () => {
  expect(await settled(whenSeen('no-such-section'))).toBe(true);
});

it('waits for the section of the heading to come near the viewport', async () => {
  const waiting = whenSeen('featured-news');
  expect(observed[0]!.elements).toEqual([document.getElementById('news-section')]);
  expect(await settled(waiting)).toBe(false);
  observed[0]!.callback([{ isIntersecting: true }]);
  expect(await settled(waiting)).toBe(true);
  expect(observed[0]!.disconnected).toBe(true);
});

it('does not load a widget that is never seen, however long the page stays idle', async () => {
  const idle = jest.fn((cb: () => void) => cb());
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
  const waiting = whenSeen('featured-news');
  observed[0]!.callback([{ isIntersecting: false }]);
  expect(await settled(waiting)).toBe(false);
  expect(idle).not.toHaveBeenCalled();
  expect(observed[0]!.disconnected).toBe(false);
});

it('watches an element itself (whenNear), and stops when its signal aborts', async () => {
  const controller = new AbortController();
  const place = document.createElement('div');
  document.body.append(place);
  const waiting = whenNear(place, controller.signal);
  expect(observed[0]!.elements).toEqual([place]);
  controller.abort();
  expect(observed[0]!.disconnected).toBe(true);
  expect(await settled(waiting)).toBe(false);
});
