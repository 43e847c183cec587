import { getValuation, searchEstate } from '@portal/shared/endpoints';
import { i18nReady } from '@portal/shared/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inApp, page, valuation } from '../../../testing';
import { ValuationTool } from './valuation-tool';

const LOADED = { timeout: 10_000 };
const api = fakeApi();

afterAll(() => i18nReady());
// two calls a test, the first of each waiting for its contract: allow for a busy machine
jest.setTimeout(30_000);

const estate = (id: number, name: string) => ({
  estateID: id, estateNameWithCulture: name, tagCategory: 'Z' as const, addressWithCulture: '1 Road', regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island',
  gscopeCode: 'HK-EA', gscopeNameWithCulture: 'Eastern', areaCode: null, lat: 22.28, lng: 114.21, occupationDate: '1980-01-01',
  buildingAge: 46, blockCount: 61, unitCount: 12_698, avgDealPrice: 14_203, avgListingPrice: 14_036, monthDealCount: 23, saleListingCount: 90,
  rentListingCount: 60, coverImage: null,
});

describe('ValuationTool', () => {
  it('finds an estate, values a flat in it, and states the error beside the value', async () => {
    api.answer(searchEstate, page([estate(7, 'Taikoo Shing')]));
    api.answer(getValuation, valuation());
    render(inApp(<ValuationTool locale="en-us" />, { path: '/en-us/market-data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Value the flat' }));
    expect(await screen.findByText('Find and choose an estate.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Estate name'), 'taikoo');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('option', { name: 'Taikoo Shing (Eastern)' }, LOADED);
    await userEvent.selectOptions(screen.getByLabelText('Estate'), '7');
    await userEvent.clear(screen.getByLabelText('Saleable area (sq. ft)'));
    await userEvent.type(screen.getByLabelText('Saleable area (sq. ft)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Value the flat' }));
    expect(await screen.findByTestId('valuation-value', {}, LOADED)).toHaveTextContent('HK$6,512,000');
    expect(api.requests(searchEstate)[0]!.body).toMatchObject({ keywords: 'taikoo', order: 'DealCountDesc' });
    expect(api.requests(getValuation)[0]!.query).toMatchObject({ estateId: '7', floor: '10', saleableArea: '500' });
    const accuracy = within(screen.getByTestId('valuation-accuracy'));
    expect(accuracy.getByText('4.8%')).toBeInTheDocument();
    expect(accuracy.getByText('83.4%')).toBeInTheDocument();
    expect(screen.getByText('HK$6,200,000 – HK$6,824,000')).toBeInTheDocument();
  });

  it('says when there are too few deals, and still states the model error', async () => {
    api.answer(searchEstate, page([estate(8, 'Quiet Court')]));
    api.answer(getValuation, valuation({ available: false, valuation: null, pricePerSqft: null, low: null, high: null, basis: null, comparables: [] }));
    render(inApp(<ValuationTool locale="en-us" />, { path: '/en-us/market-data' }));
    await userEvent.type(screen.getByLabelText('Estate name'), 'quiet');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByRole('option', { name: 'Quiet Court (Eastern)' }, LOADED);
    await userEvent.selectOptions(screen.getByLabelText('Estate'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Value the flat' }));
    expect(await screen.findByText('There are not enough deals to value this flat.', {}, LOADED)).toBeInTheDocument();
    expect(within(screen.getByTestId('valuation-accuracy')).getByText('412')).toBeInTheDocument();
  });
});
