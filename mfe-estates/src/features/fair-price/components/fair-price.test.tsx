import { fairPriceSchema, type FairPrice as FairPriceAnswer } from '@portal/shared/contracts';
import { getFairPrice } from '@portal/shared/endpoints';
import { fakeApi, failure, testI18n, type TestLocale } from '@portal/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import enUs from '../locales/en-us.json';
import zhCn from '../locales/zh-cn.json';
import zhHk from '../locales/zh-hk.json';
import { FAIR_PRICE_NS } from '../i18n';
import { FairPrice } from './fair-price';

const api = fakeApi();
const { inApp } = testI18n(FAIR_PRICE_NS, { 'zh-hk': zhHk, 'zh-cn': zhCn, 'en-us': enUs });

const deal = (dealID: number, dealDate: string, pricePerSqft: number) => ({
  dealID, dealDate, buildingNameWithCulture: 'Block 3', floor: 21, flat: 'C', saleableArea: 520, price: pricePerSqft * 520, pricePerSqft,
});
/** an answer checked against the contract */
const answer = (patch: Partial<FairPriceAnswer> = {}): FairPriceAnswer => fairPriceSchema.parse({
  propertyID: 'S1000123', rentalType: 1, estateID: 10002, pricePerSqft: 15_330, saleableArea: 510, verdict: 'above', diffPct: 5,
  scope: 'block', windowFrom: '2025-11-20', windowTo: '2026-11-20', sizeBand: { min: 408, max: 637 }, floorBand: 3,
  dealCount: 4, medianPricePerSqft: 14_600, minPricePerSqft: 14_200, maxPricePerSqft: 15_000,
  firstDealDate: '2026-01-08', lastDealDate: '2026-10-30',
  deals: [deal(9004, '2026-10-30', 15_000), deal(9003, '2026-07-02', 14_700), deal(9002, '2026-03-15', 14_500), deal(9001, '2026-01-08', 14_200)],
  ...patch,
});
const view = (locale: TestLocale = 'en-us') =>
  render(inApp(<FairPrice locale={locale} propertyId="S1000123" />, { path: `/${locale}/buy-property-S1000123.html`, locale }));

describe('FairPrice', () => {
  it('says how the price stands against recent deals in words, with the deals compared behind a disclosure', async () => {
    api.answer(getFairPrice, answer());
    view();
    expect(screen.getByTestId('fair-price-skeleton')).toHaveAttribute('aria-busy', 'true');
    const card = await screen.findByRole('region', { name: 'Fair price' });
    expect(within(card).getByText('About 5% above recent deals')).toBeInTheDocument();
    expect(within(card).getByText('HK$15,330/ft² here, against a median of HK$14,600/ft² in 4 similar deals.')).toBeInTheDocument();
    const table = within(card).getByRole('table', { hidden: true });
    expect(table).not.toBeVisible();
    fireEvent.click(within(card).getByText('The 4 deals compared'));
    expect(table).toBeVisible();
    expect(within(card).getByText('From HK$14,200/ft² to HK$15,000/ft², dealt between 8 Jan 2026 and 30 Oct 2026.')).toBeInTheDocument();
    expect(within(card).getByText(/the same block, of a similar size and floor \(408 to 637 ft²\)/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[1]!).getByRole('link', { name: '30 Oct 2026' })).toHaveAttribute('href', '/en-us/deal/9004');
    expect(within(rows[1]!).getByText('Block 3 · 21/F · Flat C')).toBeInTheDocument();
    expect(api.requests(getFairPrice)).toEqual([expect.objectContaining({ query: expect.objectContaining({ propertyId: 'S1000123' }), language: 'en-us' })]);
  });

  it('says so when there are not enough recent deals, without a list', async () => {
    api.answer(getFairPrice, answer({ verdict: 'notEnough', diffPct: null, scope: null, dealCount: 0, medianPricePerSqft: null,
      minPricePerSqft: null, maxPricePerSqft: null, firstDealDate: null, lastDealDate: null, deals: [] }));
    view();
    expect(await screen.findByText('Not enough recent deals')).toBeInTheDocument();
    expect(screen.getByText(/Fewer than 3 similar flats/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
    expect(screen.getByTestId('fair-price')).toHaveAttribute('data-verdict', 'notEnough');
  });

  it('offers a retry when the answer fails', async () => {
    api.answer(getFairPrice, failure(500, 'down'));
    view();
    expect(await screen.findByText('The fair price could not be loaded.')).toBeInTheDocument();
    api.answer(getFairPrice, answer({ verdict: 'inLine', diffPct: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In line with recent deals')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    api.answer(getFairPrice, answer({ verdict: 'below', diffPct: -4 }));
    view('zh-hk');
    expect(await screen.findByText('較近期成交低約 4%')).toBeInTheDocument();
    expect(screen.getByText('用作比較的 4 宗成交')).toBeInTheDocument();
  });
});
