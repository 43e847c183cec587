import type { OwnListing } from '@portal/shared/contracts';
import { getPhaseBuilding, postOwnListing, previewOwnListing, searchEstate, updateOwnListing } from '@portal/shared/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inApp } from '../../../testing';
import { OwnListingForm } from './own-listing-form';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

const ESTATE = {
  estateID: 88, estateNameWithCulture: 'Kornhill', tagCategory: 'Z' as const, addressWithCulture: '2 Hong On Street', regionCode: 'HK', regionNameWithCulture: 'Hong Kong Island',
  gscopeCode: 'HK5', gscopeNameWithCulture: 'Quarry Bay', areaCode: null, lat: 22.28, lng: 114.22, occupationDate: '1987-06-01', buildingAge: 38,
  blockCount: 16, unitCount: 5_000, avgDealPrice: null, avgListingPrice: null, monthDealCount: 3, saleListingCount: 10, rentListingCount: 4, coverImage: null,
};

const LISTING: OwnListing = {
  listingId: null, listingNo: null, rentalType: 1, state: null, stateText: null, refusal: null, actions: [], titleWithCulture: 'Kornhill Block H, 2 bedrooms',
  addressWithCulture: 'Kornhill Block H, 2 Hong On Street', estateId: 88, buildingId: 5, floor: 12, flat: 'C', price: 7_200_000, saleableArea: 500, buildingArea: null,
  saleableAvgPrice: 14_400, roomNumber: 2, bathroomNumber: 1, buildingAge: 38, description: '', expiresAt: null, photos: [],
};

describe('OwnListingForm', () => {
  it('takes the address from the estate data, previews the listing and saves it', async () => {
    api.answer(searchEstate, (r) => ({ items: (r.body as { keywords: string }).keywords === 'Kornhill' ? [ESTATE] : [], total: 1, pageIndex: 1, pageCount: 20 }));
    api.answer(getPhaseBuilding, [{ phaseID: 1, nameWithCulture: 'Phase 1', buildings: [{ buildingID: 5, buildingCode: 'H', nameWithCulture: 'Block H', floors: 30, flatsPerFloor: 8 }] }]);
    let previewed: () => void = () => undefined;
    api.answer(previewOwnListing, () => new Promise<OwnListing>((resolve) => {
      previewed = () => resolve(LISTING);
    }));
    let saved: () => void = () => undefined;
    api.answer(postOwnListing, () => new Promise<OwnListing>((resolve) => {
      saved = () => resolve({ ...LISTING, listingId: 'S9001', listingNo: 'S9001', state: 'awaitingPayment', stateText: 'Awaiting payment', actions: ['edit', 'submit', 'delete'] });
    }));
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(inApp(<OwnListingForm onSaved={onSaved} />, { path: '/en-us/member/listings' }));
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Please choose the estate')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Estate name'), 'Kornhill');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.selectOptions(await screen.findByLabelText('Estate', {}, LOADED), '88');
    await user.selectOptions(await screen.findByLabelText('Block', {}, LOADED), '5');
    await user.type(screen.getByLabelText(/^Floor/), '12');
    await user.type(screen.getByLabelText(/^Flat/), 'C');
    await user.type(screen.getByLabelText(/^Price or monthly rent/), '7200000');
    await user.type(screen.getByLabelText(/^Saleable area/), '500');
    await user.type(screen.getByLabelText(/^Bedrooms/), '2');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    // while the preview is on its way, only its own button is busy: Save takes a click
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-busy', 'true'), LOADED);
    expect(screen.getByRole('button', { name: 'Save listing' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(api.requests(previewOwnListing)).toHaveLength(1), LOADED);
    // a save started while the preview is out stays busy when the preview comes back, so it
    // cannot be posted twice
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(api.requests(postOwnListing)).toHaveLength(1), LOADED);
    previewed();
    expect(await screen.findByText('Kornhill Block H, 2 Hong On Street', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).not.toHaveAttribute('aria-busy'), LOADED);
    expect(screen.getByRole('button', { name: 'Save listing' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(api.requests(postOwnListing)).toHaveLength(1);
    saved();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ listingId: 'S9001' })));
    expect(api.requests(postOwnListing)[0]!.body).toEqual({
      rentalType: 1, estateId: 88, buildingId: 5, floor: 12, flat: 'C', price: 7_200_000, saleableArea: 500, roomNumber: 2, bathroomNumber: 1, description: '',
    });
    // a long form typed key by key: room for a busy machine
  }, 60_000);

  it("edits a saved listing: only the fields its owner may change go to UpdateOwnListing", async () => {
    const saved: OwnListing = { ...LISTING, listingId: 'S9001', listingNo: 'S9001', state: 'effective', stateText: 'Effective', actions: ['edit', 'hide', 'delete'], description: 'Sea view' };
    api.answer(updateOwnListing, { ...saved, price: 6_900_000 });
    const onSaved = jest.fn();
    const user = userEvent.setup();
    render(inApp(<OwnListingForm editing={saved} onSaved={onSaved} />, { path: '/en-us/member/listings' }));
    await user.clear(screen.getByLabelText(/^Price or monthly rent/));
    await user.type(screen.getByLabelText(/^Price or monthly rent/), '6900000');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), LOADED);
    expect(api.requests(updateOwnListing)[0]!.body).toEqual({
      listingId: 'S9001',
      listing: { rentalType: 1, estateId: 88, buildingId: 5, floor: 12, flat: 'C', price: 6_900_000, saleableArea: 500, roomNumber: 2, bathroomNumber: 1, description: 'Sea view' },
    });
  }, 30_000);
});
