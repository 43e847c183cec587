import type { BuildingWatch } from '@portal/shared/contracts';
import { addBuildingWatch, deleteBuildingWatch, getBuildingWatches, getPhaseBuilding, searchEstate } from '@portal/shared/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inApp } from '../../../testing';
import { BuildingWatches } from './building-watches';

const api = fakeApi();
const LOADED = { timeout: 10_000 };
const WATCH: BuildingWatch = { watchId: 3, estateId: 88, estateNameWithCulture: 'Kornhill', buildingId: null, buildingNameWithCulture: null, createdAt: '2026-04-01T08:00:00.000Z' };
const ESTATE = {
  estateID: 91, estateNameWithCulture: 'Taikoo Shing', tagCategory: 'Z' as const, addressWithCulture: 'Taikoo Shing Road', regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island',
  gscopeCode: 'HK5', gscopeNameWithCulture: 'Quarry Bay', areaCode: null, lat: 22.28, lng: 114.21, occupationDate: '1977-01-01', buildingAge: 48,
  blockCount: 61, unitCount: 12_698, avgDealPrice: null, avgListingPrice: null, monthDealCount: 20, saleListingCount: 80, rentListingCount: 40, coverImage: null,
};

describe('BuildingWatches', () => {
  it('lists the followed estates, follows a block of another and stops following one', async () => {
    let items = [WATCH];
    api.answer(getBuildingWatches, () => ({ items, limit: 20 }));
    api.answer(searchEstate, { items: [ESTATE], total: 1, pageIndex: 1, pageCount: 20 });
    api.answer(getPhaseBuilding, [{ phaseID: null, nameWithCulture: '', buildings: [{ buildingID: 7, buildingCode: 'A', nameWithCulture: 'Kam Din Terrace', floors: 28, flatsPerFloor: 8 }] }]);
    api.answer(addBuildingWatch, () => {
      const added = { ...WATCH, watchId: 4, estateId: 91, estateNameWithCulture: 'Taikoo Shing', buildingId: 7, buildingNameWithCulture: 'Kam Din Terrace' };
      items = [added, ...items];
      return added;
    });
    api.answer(deleteBuildingWatch, () => {
      items = items.filter((w) => w.watchId !== 3);
      return { deleted: true };
    });
    const user = userEvent.setup();
    render(inApp(<BuildingWatches locale="en-us" />, { path: '/en-us/member/subscriptions' }));
    expect(await screen.findByRole('link', { name: 'Kornhill' }, LOADED)).toHaveAttribute('href', '/en-us/estate-88');
    await user.type(screen.getByLabelText('Estate name'), 'Taikoo');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.selectOptions(await screen.findByLabelText('Estate', {}, LOADED), '91');
    await user.selectOptions(await screen.findByLabelText('Block', {}, LOADED), '7');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('link', { name: 'Taikoo Shing Kam Din Terrace' })).toBeInTheDocument();
    expect(api.requests(addBuildingWatch)[0]!.body).toEqual({ estateId: 91, buildingId: 7 });
    await user.click(screen.getByRole('button', { name: 'Stop following Kornhill' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kornhill' })).not.toBeInTheDocument());
  }, 30_000);
});
