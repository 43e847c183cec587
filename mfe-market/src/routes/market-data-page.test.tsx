import { i18nReady } from '@portal/shared/i18n';
import { render, screen } from '@testing-library/react';
import { answerApi, GSCOPE, inApp } from '../testing';
import MarketDataPage from './market-data-page';

// the first answer waits for its contract to load (answers are checked against it): allow for a busy machine
const LOADED = { timeout: 10_000 };

const page = (locale: 'zh-hk' | 'en-us' = 'en-us') => <MarketDataPage routeName="marketData" params={{}} locale={locale} search="" />;

// importing the page registers its messages, which starts loading them into the page i18n: let it finish
afterAll(() => i18nReady());

describe('MarketDataPage', () => {
  it('shows its title and the districts of each region from the API', async () => {
    const api = answerApi({ '/DictionaryInfo/GetGscope': GSCOPE });
    render(inApp(page(), { path: '/market-data' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Market data' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Kowloon' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Wan Chai')).toBeInTheDocument();
    expect(screen.getByText('3 districts')).toBeInTheDocument();
    expect(api.paths).toEqual(['/DictionaryInfo/GetGscope']);
  });

  it('in Chinese', async () => {
    answerApi({ '/DictionaryInfo/GetGscope': GSCOPE }, 'zh-hk');
    render(inApp(page('zh-hk'), { path: '/market-data', locale: 'zh-hk' }));
    expect(screen.getByRole('heading', { level: 1, name: '樓市數據' })).toBeInTheDocument();
    expect(await screen.findByText('共 3 個地區', {}, LOADED)).toBeInTheDocument();
  });

  it('says so when the districts cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerApi({});
    render(inApp(page(), { path: '/market-data' }));
    expect(await screen.findByRole('heading', { name: 'The districts could not be loaded' }, LOADED)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GetGscope failed (404)'));
    warn.mockRestore();
  });
});
