import { footerMode } from './use-footer-mode';

describe('footer style (spec 2.7)', () => {
  it('is visible only between 768 and 991 px once scrolled', () => {
    expect(footerMode(800, 10)).toBe('visible');
    expect(footerMode(768, 1)).toBe('visible');
    expect(footerMode(991, 1)).toBe('visible');
    expect(footerMode(800, 0)).toBe('normal');
    expect(footerMode(767, 50)).toBe('normal');
    expect(footerMode(992, 50)).toBe('normal');
  });
});
