import { getPriceIndex } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen } from '@testing-library/react';
import { fakeApi, inApp, priceIndex } from '../testing';
import MortgageCalculatorPage from './mortgage-calculator-page';
import PriceIndexPage from './price-index-page';
import TaxToolsPage from './tax-tools-page';

const LOADED = { timeout: 10_000 };
const api = fakeApi();

afterAll(() => i18nReady());
jest.setTimeout(30_000);

describe('the tool and index pages', () => {
  it('/mortgage-calculator: the calculator and the cost of buying, no stamp duty or valuation form', async () => {
    render(inApp(<MortgageCalculatorPage routeName="mortgageCalculator" params={{}} locale="en-us" search="" />, { path: '/en-us/mortgage-calculator' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeInTheDocument();
    expect(await screen.findByTestId('buying-cost-tool', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-calculator')).toBeInTheDocument();
    expect(screen.queryByTestId('stamp-duty-tool')).not.toBeInTheDocument();
    expect(screen.queryByTestId('valuation-tool')).not.toBeInTheDocument();
  });

  it('/tax-tools in Traditional Chinese: stamp duty and the cost of buying', async () => {
    render(inApp(<TaxToolsPage routeName="taxTools" params={{}} locale="zh-hk" search="" />, { path: '/tax-tools', locale: 'zh-hk' }));
    expect(screen.getByRole('heading', { level: 1, name: '稅務工具' })).toBeInTheDocument();
    expect(await screen.findByTestId('stamp-duty-tool', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByTestId('mortgage-calculator')).not.toBeInTheDocument();
  });

  it('/price-index: the index of the period in the URL', async () => {
    api.answer(getPriceIndex, priceIndex([100, 101]));
    render(inApp(<PriceIndexPage routeName="priceIndex" params={{}} locale="en-us" search="?period=5y" />, { path: '/en-us/price-index?period=5y' }));
    expect(await screen.findByRole('img', { name: 'All Hong Kong price index, 5 years' }, LOADED)).toHaveAttribute('data-count', '2');
    expect(api.requests(getPriceIndex)[0]!.query).toMatchObject({ period: '5y' });
  });
});
