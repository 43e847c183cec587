import { act, render, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { testI18n } from './i18n';

const { makeTestI18n, withI18n, inApp } = testI18n('demo', {
  'zh-hk': { hello: '你好' },
  'zh-cn': { hello: '你好' },
  'en-us': { hello: 'Hello', only: 'English only' },
});

function Hello() {
  const { t } = useTranslation('demo');
  return <p>{t('hello')}</p>;
}

describe('testI18n', () => {
  it('has the messages of the asked language at once, English by default', () => {
    render(withI18n(<Hello />, 'zh-hk'));
    expect(screen.getByText('你好')).toBeInTheDocument();
    expect(makeTestI18n().t('demo:hello')).toBe('Hello');
  });

  it('falls back to no other language: a missing key shows as the key', () => {
    expect(makeTestI18n('zh-cn').t('demo:only')).toBe('only');
  });
});

describe('inApp', () => {
  it('renders the element at the path in the asked language and shows where the router goes', async () => {
    render(inApp(<Link to="/next?x=1">go</Link>, { path: '/start', routes: { '/next': <Hello /> }, locale: 'zh-hk' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    act(() => screen.getByText('go').click());
    expect(await screen.findByText('你好')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/next?x=1');
  });
});
