import { hasTokenCookie } from './visitor-id';
import { forgetSignedIn, readSignedIn, rememberSignedIn, SIGNED_IN_KEY } from './member-session';

afterEach(() => {
  forgetSignedIn();
  localStorage.clear();
});

describe('member session (spec 6)', () => {
  it('remembers the member without any token, and forgets them', () => {
    expect(readSignedIn()).toBeUndefined();
    expect(hasTokenCookie()).toBe(false);
    rememberSignedIn({ userID: 7, userName: 'Chan', token: 'secret' } as never);
    expect(readSignedIn()).toEqual({ userID: 7, userName: 'Chan' });
    expect(localStorage.getItem(SIGNED_IN_KEY)).not.toContain('secret');
    expect(hasTokenCookie()).toBe(true);
    forgetSignedIn();
    expect(readSignedIn()).toBeUndefined();
    expect(hasTokenCookie()).toBe(false);
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(SIGNED_IN_KEY, JSON.stringify({ userID: 'x' }));
    expect(readSignedIn()).toBeUndefined();
  });
});
