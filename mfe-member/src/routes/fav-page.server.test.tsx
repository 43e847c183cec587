/**
 * @jest-environment node
 */
import { i18nReady } from '@portal/shared/i18n';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { renderOnServer, withI18n } from '../testing';
import FavPage from './fav-page';
import SignInPage from './sign-in-page';

// importing the pages registers their messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

const onServer = (page: ReactNode) => renderOnServer(withI18n(<MemoryRouter>{page}</MemoryRouter>, 'zh-hk'), 'zh-hk');

describe('member pages on the server', () => {
  it('render the sign-in form, and bookmarks as a loading state without any call: member data is read in the browser only', async () => {
    const signIn = await onServer(<SignInPage routeName="signIn" params={{}} locale="zh-hk" search="" />);
    expect(signIn.html).toContain('<h1>登入</h1>');
    expect(signIn.html).toContain('電郵地址或香港手提電話號碼');
    // sent by the browser before hydration, the password would travel in the address: the form posts, and its button waits
    expect(signIn.html).toMatch(/<form [^>]*method="post"/);
    expect(signIn.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    const fav = await onServer(<FavPage routeName="fav" params={{}} locale="zh-hk" search="" />);
    expect(fav.html).toContain('<h1>我的收藏</h1>');
    expect(fav.html).not.toContain('data-testid="bookmark"');
    expect(Object.keys(fav.answers)).toEqual([]);
  });
});
