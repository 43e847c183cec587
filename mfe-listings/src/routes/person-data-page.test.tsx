import { addOperateContactLog, getProperty, getPropertyUserInfoById, getWhatsAppUrl, prepareReceiveCall, searchProperty } from '@portal/shared/endpoints';
import type { PropertyDetail, PropertyListItem } from '@portal/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, failure, fixture, inApp, itemOf, networkError, pageOf, type FakeFailure, type TestLocale } from '../testing';
import PersonDataPage from './person-data-page';

const api = fakeApi();

const LISTING = {
  propertyID: 'S1001', titleWithCulture: 'Harbour view flat', rentalType: 1, price: 6_800_000, salePrice: 6_800_000, saleableArea: 420,
  roomNumberWithCulture: '2 rooms', regionNameWithCulture: 'Kowloon', gscopeNameWithCulture: 'Yau Tsim Mong', estateNameWithCulture: 'Harbour Court',
  companyID: 7, companyNameWithCulture: 'Kowloon Homes', saleableAvgPrice: null, updateTime: '2026-01-01T00:00:00Z',
} satisfies Partial<PropertyListItem>;

const listing = (over: Partial<PropertyDetail> = {}) =>
  fixture(getProperty, { ...LISTING, agentID: 42, propertyStatusKey: 'effective', contactHidden: false, showRecommendations: false, ...over });

const agent = fixture(getPropertyUserInfoById, {
  propertyID: 'S1001', isOwner: false, agentID: 42, nameWithCulture: 'Chan Tai Man', license: 'S-123456', companyID: 7,
  companyNameWithCulture: 'Kowloon Homes', companyLicense: 'C-009876', avatar: '/media/agents/42.jpg', phone: '91234567', whatsapp: '85291234567', contactHidden: false,
});
const owner = fixture(getPropertyUserInfoById, {
  ...agent, isOwner: true, agentID: null, nameWithCulture: 'Wong Siu Ming', license: null, companyID: null, companyNameWithCulture: null, companyLicense: null, avatar: null, whatsapp: null,
});

const other = (id: string, title: string) => itemOf(searchProperty, { ...LISTING, propertyID: id, titleWithCulture: title });

function answer({ property = listing() as PropertyDetail | FakeFailure, person = agent, others = [other('S1001', 'Harbour view flat'), other('S2002', 'Garden flat'), other('S3003', 'Sea view studio')] } = {}) {
  api.answer(getProperty, property);
  api.answer(getPropertyUserInfoById, person);
  api.answer(searchProperty, pageOf(searchProperty, others, 9));
  api.answer(prepareReceiveCall, fixture(prepareReceiveCall, { listingId: 'S1001', contactName: 'Chan Tai Man', phone: '9123 4567', maskedPhone: '9123 ****' }));
  api.answer(getWhatsAppUrl, fixture(getWhatsAppUrl, { url: 'https://wa.me/85291234567' }));
  api.answer(addOperateContactLog, fixture(addOperateContactLog));
}
const calls = api.requests;

const show = (id = 'S1001', locale: TestLocale = 'en-us') => {
  const prefix = locale === 'zh-hk' ? '' : `/${locale}`;
  return render(inApp(<PersonDataPage routeName="personData" params={{ propertyId: id }} locale={locale} search="" />, { path: `${prefix}/person-data/${id}`, locale }));
};

describe('PersonDataPage', () => {
  it("shows the agent's card, the listing they are contacted about, and their other listings", async () => {
    answer();
    show();
    const card = await screen.findByTestId('person-card');
    expect(within(card).getByRole('heading', { name: 'Chan Tai Man' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Licence no. S-123456');
    expect(within(card).getByRole('link', { name: 'Kowloon Homes' })).toHaveAttribute('href', '/en-us/agency/7/buy');
    expect(card).toHaveTextContent('agency licence C-009876');
    expect(within(card).getByRole('img', { name: 'Photo of Chan Tai Man' })).toHaveAttribute('src', expect.stringContaining('/media/agents/42.jpg'));
    const about = screen.getByTestId('person-listing');
    expect(within(about).getByRole('link', { name: /Harbour view flat/ })).toHaveAttribute('href', '/en-us/buy-property-S1001.html');
    const others = await screen.findByTestId('person-other-listings');
    expect(within(others).getByRole('heading', { name: 'More flats for sale from Chan Tai Man' })).toBeInTheDocument();
    expect((await within(others).findAllByTestId('listing-card')).map((c) => c.textContent)).toEqual([expect.stringContaining('Garden flat'), expect.stringContaining('Sea view studio')]);
    expect(within(others).getByRole('link', { name: "See all 9 of Chan Tai Man's listings for sale" })).toHaveAttribute('href', '/en-us/partner/42/buy');
    expect(calls(searchProperty)[0]!.body).toMatchObject({ accountId: 42, rentalType: 1, pageIndex: 1, pageCount: 7 });
    expect(calls(getProperty)[0]).toMatchObject({ query: { propertyId: 'S1001' }, language: 'en-us' });
  });

  it('calls and opens WhatsApp with the detail page buttons, each logged', async () => {
    answer();
    const popup = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Call' }));
    expect(await screen.findByTestId('contact-phone')).toHaveAttribute('href', 'tel:91234567');
    expect(calls(prepareReceiveCall)[0]!.body).toEqual({ listingId: 'S1001' });
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await screen.findByTestId('person-card');
    expect(popup.location.href).toBe('https://wa.me/85291234567');
    expect(calls(addOperateContactLog).map((o) => o.body)).toEqual([{ listingId: 'S1001', contactType: 'phone' }, { listingId: 'S1001', contactType: 'whatsapp' }]);
    open.mockRestore();
  });

  it("an owner's listing shows the owner label, not the owner's name, and no other listings", async () => {
    answer({ person: owner, property: listing({ isOwner: true, companyNameWithCulture: null }) });
    show();
    const card = await screen.findByTestId('person-card');
    expect(within(card).getByRole('heading', { name: 'Private owner' })).toBeInTheDocument();
    expect(card).toHaveTextContent('offered by its owner');
    expect(screen.queryByText(/Wong Siu Ming/)).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Call' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'WhatsApp' })).toBeNull();
    expect(screen.queryByTestId('person-other-listings')).toBeNull();
    expect(calls(searchProperty)).toHaveLength(0);
  });

  it('a listing that does not exist shows the not-found state with a link back to the buy list', async () => {
    answer({ property: failure(404, 'Not found') });
    show('S404');
    const missing = await screen.findByTestId('listing-not-found');
    expect(within(missing).getByRole('heading', { name: 'Unable to find the property, it may have been removed' })).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Back to listings' })).toHaveAttribute('href', '/en-us/buy');
    expect(calls(getPropertyUserInfoById)).toHaveLength(0);
  });

  it('an expired listing shows its banner and hides the contact person, as the detail page does', async () => {
    answer({ property: listing({ propertyStatusKey: 'expired', contactHidden: true }) });
    show();
    expect(await screen.findByTestId('listing-state-banner')).toHaveTextContent('This listing has expired. Contact details are hidden.');
    expect(screen.getByTestId('person-contact-hidden')).toHaveTextContent('Contact details are hidden for this listing.');
    expect(screen.queryByTestId('person-card')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call' })).toBeNull();
    expect(screen.getByTestId('person-listing')).toHaveTextContent('Harbour view flat');
    expect(calls(getPropertyUserInfoById)).toHaveLength(0);
    expect(calls(searchProperty)).toHaveLength(0);
  });

  it('a hidden listing and a person answer that hides contact both keep the person out', async () => {
    answer({ property: listing({ propertyStatusKey: 'hidden', contactHidden: true }) });
    const { unmount } = show();
    expect(await screen.findByTestId('listing-state-banner')).toHaveAttribute('data-state', 'hidden');
    expect(screen.queryByTestId('person-card')).toBeNull();
    unmount();
    answer({ person: fixture(getPropertyUserInfoById, { ...agent, contactHidden: true }) });
    show();
    expect(await screen.findByTestId('person-contact-hidden')).toBeInTheDocument();
    expect(screen.queryByTestId('person-card')).toBeNull();
    expect(screen.queryByTestId('person-other-listings')).toBeNull();
  });

  it('a failed load shows an error with a retry', async () => {
    answer({ property: networkError() });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing could not be loaded');
    answer();
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByTestId('person-card')).toBeInTheDocument();
  });

  it('renders names as text and speaks zh-hk and zh-cn', async () => {
    answer({ person: fixture(getPropertyUserInfoById, { ...agent, nameWithCulture: '<img src=x onerror=alert(1)>陳大文' }) });
    const { unmount } = show('S1001', 'zh-hk');
    const card = await screen.findByTestId('person-card');
    expect(within(card).getByRole('heading', { name: '<img src=x onerror=alert(1)>陳大文' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '聯絡人' })).toBeInTheDocument();
    expect(card).toHaveTextContent('牌照號碼 S-123456');
    expect(within(card).getByRole('button', { name: '致電' })).toBeInTheDocument();
    expect(within(screen.getByTestId('person-listing')).getByRole('link')).toHaveAttribute('href', '/buy-property-S1001.html');
    unmount();
    answer();
    show('S1001', 'zh-cn');
    expect(await screen.findByRole('heading', { level: 1, name: '联络人' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chan Tai Man的其他出售楼盘' })).toBeInTheDocument();
  });
});
