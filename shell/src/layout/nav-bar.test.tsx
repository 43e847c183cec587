import { useBaseStore } from '@portal/shared/stores';
import { testI18n } from '@portal/shared/testing';
import { act, render, screen } from '@testing-library/react';
import enUs from '../i18n/locales/en-us/shell.json';
import zhCn from '../i18n/locales/zh-cn/shell.json';
import zhHk from '../i18n/locales/zh-hk/shell.json';
import { NavBar } from './nav-bar';

const { inApp } = testI18n('shell', { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

afterEach(() => act(() => useBaseStore.getState().clearUser()));

describe('nav bar: the member state', () => {
  it('links a visitor to sign-in', () => {
    render(inApp(<NavBar locale="en-us" />, { path: '/en-us/buy' }));
    expect(screen.getByTestId('header-member')).toHaveTextContent('Sign in');
    expect(screen.getByTestId('header-member')).toHaveAttribute('href', '/en-us/member/sign-in');
  });

  it("shows the member's name, linking to the member centre, and sign-in again after sign-out", () => {
    act(() => useBaseStore.getState().setUserInfo({ userID: 41, userName: 'Chan Tai Man' }));
    render(inApp(<NavBar locale="en-us" />, { path: '/en-us/buy' }));
    const link = screen.getByTestId('header-member');
    expect(link).toHaveTextContent('Chan Tai Man');
    expect(link).toHaveAttribute('href', '/en-us/member');
    expect(link).toHaveAccessibleName('My Account: Chan Tai Man');
    act(() => useBaseStore.getState().clearUser());
    expect(screen.getByTestId('header-member')).toHaveTextContent('Sign in');
  });
});
