import { getGscope, searchProperty } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serialize, type ListFilter } from '@portal/shared/url';
import { fakeApi, failure, fixture, inApp, itemOf, pageOf, type Answer } from '../../../testing';
import { ServicedList } from './serviced-list';

const api = fakeApi();

const apartment = (id: string, title: string) => itemOf(searchProperty, {
  propertyID: id, titleWithCulture: title, price: 16_100, rentPrice: 16_100, salePrice: null, rentalType: 2, isServiced: true, saleableArea: 391,
  roomNumberWithCulture: '1 bedroom', gscopeNameWithCulture: 'Islands', areaNameWithCulture: 'Mui Wo', estateNameWithCulture: null,
});

function answer(result: Answer<typeof searchProperty>) {
  api.answer(getGscope, fixture(getGscope));
  api.answer(searchProperty, result);
}

const hrefOf = (f: ListFilter) => {
  const { segment } = serialize(f);
  return segment ? `/en-us/serviced-apartment/${segment}/` : '/en-us/serviced-apartment';
};
const view = (filter: ListFilter = { codes: {}, query: {} }) =>
  render(inApp(<ServicedList filter={filter} locale="en-us" hrefOf={hrefOf} />, { path: '/en-us/serviced-apartment' }));

describe('ServicedList', () => {
  it('asks for serviced rent listings and links each to its serviced page', async () => {
    answer(pageOf(searchProperty, [apartment('R1', 'Mui Wo Court <b>1</b>'), apartment('R2', 'Harbour Suites')], 58));
    view({ codes: { hk: ['05'] }, query: {}, order: 4, page: 2 });
    expect(screen.getByTestId('serviced-skeleton')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('serviced-card');
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/en-us/servicesDetail/R1');
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Mui Wo Court <b>1</b>');
    expect(within(cards[0]!).getByText('$16,100/month')).toBeInTheDocument();
    expect(screen.getByTestId('serviced-total')).toHaveTextContent('58 serviced apartments');
    expect(api.requests(searchProperty)[0]!.body).toMatchObject({
      isServiced: true, rentalType: 2, zoneCode: 'KLN-YTM', order: 4, pageIndex: 2, pageCount: 20,
    });
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/en-us/serviced-apartment/hk05u4g3/');
  });

  it('changes the sort through the URL, back on page 1', async () => {
    answer(pageOf(searchProperty, [apartment('R1', 'A')]));
    view({ codes: {}, query: {}, page: 3 });
    await screen.findByTestId('serviced-card');
    await userEvent.selectOptions(screen.getByTestId('serviced-sort'), '5');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/serviced-apartment/u5/');
  });

  it('shows the empty state with a way back to every district', async () => {
    answer(pageOf(searchProperty, []));
    view({ codes: { hk: ['18'] }, query: {} });
    expect(await screen.findByRole('heading', { name: 'No serviced apartments found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all districts' })).toHaveAttribute('href', '/en-us/serviced-apartment');
  });

  it('shows the error and retries', async () => {
    answer(failure(504, 'Timed out'));
    view();
    expect(await screen.findByRole('alert')).toHaveTextContent('Timed out');
    answer(pageOf(searchProperty, [apartment('R3', 'C')]));
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByTestId('serviced-card')).toBeInTheDocument();
    expect(api.requests(searchProperty)).toHaveLength(2);
  });
});
