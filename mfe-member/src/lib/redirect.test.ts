import { redirectTarget, referrerPath } from './redirect';

describe('redirectTarget', () => {
  it('goes back to a path of the site', () => {
    expect(redirectTarget('?redirect=%2Fen-us%2Fmember%2Forders%3Fpage%3D2', '/member')).toBe('/en-us/member/orders?page=2');
  });

  it('refuses other sites and falls back', () => {
    for (const to of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'member']) {
      expect(redirectTarget(`?redirect=${encodeURIComponent(to)}`, '/member')).toBe('/member');
    }
    expect(redirectTarget('', '/member')).toBe('/member');
  });
});

describe('referrerPath', () => {
  it('goes back to the page of this site the visitor came from', () => {
    expect(referrerPath('http://site.hk/en-us/buy?page=2', 'http://site.hk')).toBe('/en-us/buy?page=2');
  });

  it('not to another site, an account page or nothing', () => {
    expect(referrerPath('https://evil.example/en-us/buy', 'http://site.hk')).toBeUndefined();
    expect(referrerPath('http://site.hk/en-us/member/sign-up', 'http://site.hk')).toBeUndefined();
    expect(referrerPath('', 'http://site.hk')).toBeUndefined();
    expect(referrerPath('not a url', 'http://site.hk')).toBeUndefined();
  });
});
