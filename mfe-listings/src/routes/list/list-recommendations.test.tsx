import { getGscope, searchProperty, searchRecommendNoPropertyDataForSrpList, searchRecommendPropertyForSrpList, searchTopProperty } from '@portal/shared/endpoints';
import type { PropertyListItem } from '@portal/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import { fakeApi, fixture, inApp, itemOf, pageOf } from '../../testing';
import { ListView } from '../../features/listings';
import type { ListFilter } from '@portal/shared/url';
import { ListRecommendations } from './list-recommendations';

const api = fakeApi();

const card = (id: string, title: string) => itemOf(searchProperty, {
  propertyID: id, titleWithCulture: title, salePrice: 6_800_000, price: 6_800_000, saleableArea: 420, roomNumberWithCulture: '2 rooms',
  gscopeNameWithCulture: 'Sha Tin', areaNameWithCulture: 'Ma On Shan', estateNameWithCulture: null,
});

function answer(results: PropertyListItem[], total = results.length) {
  api.answer(getGscope, fixture(getGscope));
  api.answer(searchProperty, pageOf(searchProperty, results, total));
  api.answer(searchTopProperty, fixture(searchTopProperty));
  api.answer(searchRecommendNoPropertyDataForSrpList, fixture(searchRecommendNoPropertyDataForSrpList, [card('S7', 'Relaxed pick')]));
  api.answer(searchRecommendPropertyForSrpList, fixture(searchRecommendPropertyForSrpList, [card('S8', 'Nearby pick')]));
}

// the list as ListScreen composes it (the filter panel aside)
const filter: ListFilter = { codes: { hk: ['07'] }, query: {} };
const view = () =>
  render(
    inApp(
      <ListView
        kind="buy"
        filter={filter}
        locale="en-us"
        withPromoted
        emptyExtra={<ListRecommendations kind="buy" filter={filter} locale="en-us" />}
        shortExtra={<ListRecommendations mode="short" kind="buy" filter={filter} locale="en-us" />}
      />,
      { path: '/en-us/buy/hk07/' },
    ),
  );
const asked = api.requests;

describe('list recommendations', () => {
  it('offers relaxed recommendations when nothing matches', async () => {
    answer([]);
    view();
    const section = await screen.findByTestId('list-recommendations');
    expect(within(section).getByRole('heading', { name: 'Listings you may like' })).toBeInTheDocument();
    expect(within(section).getByText('Relaxed pick')).toBeInTheDocument();
    expect(asked(searchRecommendPropertyForSrpList)).toHaveLength(0);
  });

  it('adds listings nearby after a short last page, with the same filter', async () => {
    answer([card('S1', 'Only match')]);
    view();
    const section = await screen.findByTestId('list-nearby');
    expect(within(section).getByRole('heading', { name: 'More listings nearby' })).toBeInTheDocument();
    expect(within(section).getByText('Nearby pick')).toBeInTheDocument();
    expect(asked(searchRecommendPropertyForSrpList)[0]!.body).toMatchObject({ rentalType: 1, pageCount: 6 });
    expect(asked(searchRecommendNoPropertyDataForSrpList)).toHaveLength(0);
  });

  it('adds nothing to a full page', async () => {
    answer(Array.from({ length: 20 }, (_, i) => card(`S${100 + i}`, `Match ${i}`)), 60);
    view();
    expect(await screen.findByText('Match 19')).toBeInTheDocument();
    expect(screen.queryByTestId('list-nearby')).toBeNull();
    expect(asked(searchRecommendPropertyForSrpList)).toHaveLength(0);
  });
});
