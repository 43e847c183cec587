import { redirectTarget } from './redirect';

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
