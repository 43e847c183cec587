/**
 * @jest-environment node
 */
import { gunzipSync } from 'node:zlib';
import { PageBody } from './page-body';
import { PageCache, type Cacheable } from './page-cache';

interface Page extends Cacheable {
  text: string;
}

const page = (text: string, cacheable = true): Page => ({ text, cacheable, bytes: text.length });

function cacheAt(options: { ttlMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  let now = 1000;
  const cache = new PageCache<Page>({ ttlMs: 3000, staleMs: 5000, maxBytes: 1000, ...options, now: () => now });
  return { cache, tick: (ms: number) => { now += ms; } };
}

/** a render that answers when told, counting its calls */
function deferredRender(text: string, { cacheable = true, version = 1 } = {}) {
  const calls: Array<() => void> = [];
  const render = jest.fn(() => new Promise<{ value: Page; version: unknown }>((resolve) => {
    calls.push(() => resolve({ value: page(text, cacheable), version }));
  }));
  return { render, answer: () => calls.splice(0).forEach((done) => done()) };
}

const rendered = (text: string, cacheable = true, version: unknown = 1) => jest.fn(async () => ({ value: page(text, cacheable), version }));

describe('PageCache', () => {
  it('keeps a page for its time, then serves it stale while one render replaces it', async () => {
    const { cache, tick } = cacheAt();
    const first = rendered('v1');
    expect(await cache.get('k', 1, first)).toMatchObject({ state: 'MISS', value: { text: 'v1' } });
    tick(2999);
    expect(await cache.get('k', 1, first)).toMatchObject({ state: 'HIT', ageMs: 2999 });
    expect(first).toHaveBeenCalledTimes(1);
    tick(1);
    const refresh = deferredRender('v2');
    // stale: the kept page at once, and one render in the background for every stale asker
    expect(await cache.get('k', 1, refresh.render)).toMatchObject({ state: 'STALE', value: { text: 'v1' } });
    expect(await cache.get('k', 1, refresh.render)).toMatchObject({ state: 'STALE', value: { text: 'v1' } });
    expect(refresh.render).toHaveBeenCalledTimes(1);
    refresh.answer();
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', 1, refresh.render)).toMatchObject({ state: 'HIT', value: { text: 'v2' }, ageMs: 0 });
    // past its stale time it is rendered again while the visitor waits
    tick(8000);
    expect(await cache.get('k', 1, rendered('v3'))).toMatchObject({ state: 'MISS', value: { text: 'v3' } });
  });

  it('renders once for concurrent misses of one key (no stampede)', async () => {
    const { cache } = cacheAt();
    const { render, answer } = deferredRender('one');
    const waiting = Promise.all([cache.get('k', 1, render), cache.get('k', 1, render), cache.get('k', 1, render)]);
    await new Promise((r) => setImmediate(r));
    answer();
    const served = await waiting;
    expect(render).toHaveBeenCalledTimes(1);
    expect(served.map((s) => [s.state, s.value.text])).toEqual([['MISS', 'one'], ['MISS', 'one'], ['MISS', 'one']]);
    expect(await cache.get('other', 1, rendered('two'))).toMatchObject({ state: 'MISS', value: { text: 'two' } });
  });

  it('keeps no error page, and leaves the good copy in place until its time is up', async () => {
    const { cache, tick } = cacheAt();
    const failing = rendered('error', false);
    expect(await cache.get('k', 1, failing)).toMatchObject({ state: 'MISS', value: { text: 'error' } });
    expect(await cache.get('k', 1, failing)).toMatchObject({ state: 'MISS' });
    expect(failing).toHaveBeenCalledTimes(2);
    expect(cache.size).toEqual({ bytes: 0, pages: 0 });
    await cache.get('k', 1, rendered('good'));
    tick(4000);
    expect(await cache.get('k', 1, failing)).toMatchObject({ state: 'STALE', value: { text: 'good' } });
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', 1, failing)).toMatchObject({ state: 'STALE', value: { text: 'good' } });
  });

  it('drops a page of another version, and does not keep one whose version changed while it rendered', async () => {
    const { cache } = cacheAt();
    await cache.get('k', 1, rendered('old'));
    expect(await cache.get('k', 2, rendered('new', true, 2))).toMatchObject({ state: 'MISS', value: { text: 'new' } });
    expect(await cache.get('k', 2, rendered('unused'))).toMatchObject({ state: 'HIT', value: { text: 'new' } });
    const during = rendered('during', true, 4);
    await cache.get('j', 3, during);
    await cache.get('j', 3, during);
    expect(during).toHaveBeenCalledTimes(2);
  });

  it('holds at most its bytes, the least recently used going first', async () => {
    const { cache } = cacheAt({ maxBytes: 10 });
    await cache.get('a', 1, rendered('aaaa'));
    await cache.get('b', 1, rendered('bbbb'));
    expect(await cache.get('a', 1, rendered('x'))).toMatchObject({ state: 'HIT' }); // a is now the most recent
    await cache.get('c', 1, rendered('cccc'));
    expect(cache.size).toEqual({ bytes: 8, pages: 2 });
    expect(await cache.get('a', 1, rendered('x'))).toMatchObject({ state: 'HIT', value: { text: 'aaaa' } });
    expect(await cache.get('b', 1, rendered('bbbb'))).toMatchObject({ state: 'MISS' });
    // a page larger than the whole cache is sent, not kept
    await cache.get('big', 1, rendered('x'.repeat(11)));
    expect(await cache.get('big', 1, rendered('x'.repeat(11)))).toMatchObject({ state: 'MISS' });
  });

  it('renders every request when its time is 0 (off)', async () => {
    const { cache } = cacheAt({ ttlMs: 0 });
    const render = rendered('p');
    expect(await cache.get('k', 1, render)).toMatchObject({ state: 'OFF' });
    expect(await cache.get('k', 1, render)).toMatchObject({ state: 'OFF' });
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.enabled).toBe(false);
  });
});

describe('PageBody', () => {
  const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
  const html = `<html><head><script nonce="${NONCE}">start()</script></head><body>${'<p>港居 listing</p>'.repeat(300)}`
    + `<p>nonce="someone else's"</p><script id="hh-ssr" type="application/json" nonce="${NONCE}">{"a":1}</script></body></html>`;

  it('gives each response its own nonce, on the scripts only', () => {
    const body = PageBody.of(html, NONCE);
    const out = body.text('BBBBBBBBBBBBBBBBBBBBBB==').toString();
    expect(out).toBe(html.replaceAll(NONCE, 'BBBBBBBBBBBBBBBBBBBBBB=='));
    expect(out).not.toContain(NONCE);
    expect(out).toContain('<p>nonce="someone else\'s"</p>');
    expect(body.text('CCCC').toString().match(/nonce="CCCC"/g)).toHaveLength(2);
  });

  it('builds a valid gzip stream with the new nonce from pieces compressed once', async () => {
    const body = PageBody.of(html, NONCE);
    const before = body.bytes;
    const one = await body.gzip('one+/=');
    const two = await body.gzip('two');
    expect(gunzipSync(one).toString()).toBe(html.replaceAll(NONCE, 'one+/='));
    expect(gunzipSync(two).toString()).toBe(html.replaceAll(NONCE, 'two'));
    expect(one.length).toBeLessThan(Buffer.byteLength(html) / 5);
    // the compressed pieces count in the cache's bytes
    expect(body.bytes).toBeGreaterThan(before);
    expect(gunzipSync(await PageBody.of('<p>no script</p>', NONCE).gzip('x')).toString()).toBe('<p>no script</p>');
  });
});
