import { getAgentCompanyById, getGscope, searchAgent, searchProperty } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, company, listing } from '../test-fixtures';
import { fakeApi, failure, fixture, inApp, pageOf, type FakeFailure } from '../test-support';
import type { DetailTab } from '../detail-tabs';
import { CompanyDetail } from './company-detail';
import { CompanyNotFoundNotice } from './notice-banner';

const api = fakeApi();

function answer(found: boolean | FakeFailure = true) {
  api.answer(getGscope, fixture(getGscope));
  api.answer(getAgentCompanyById, found === true ? fixture(getAgentCompanyById, company(7)) : found || failure(404, 'Not found'));
  api.answer(searchProperty, pageOf(searchProperty, [listing('S1'), listing('S2')], 45));
  api.answer(searchAgent, pageOf(searchAgent, [agent(3)]));
}

const renderListings = (items: readonly { propertyID: string }[]) => <ol>{items.map((i) => <li key={i.propertyID}>{i.propertyID}</li>)}</ol>;

function view(tab: DetailTab, order?: number, page?: number) {
  const filter = { codes: {}, query: {}, ...(order ? { order } : {}), ...(page ? { page } : {}) };
  return render(
    inApp(<CompanyDetail companyId={7} tab={tab} filter={filter} locale="en-us" renderListings={renderListings} />, {
      path: `/en-us/agency/7/${tab}`,
      routes: { '/en-us/agency': <CompanyNotFoundNotice /> },
    }),
  );
}

const sent = (endpoint: typeof searchProperty | typeof searchAgent) => api.requests(endpoint)[0]!;

describe('CompanyDetail', () => {
  it('shows the agency card and its sale listings by companyId', async () => {
    answer();
    view('buy', 3, 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Realty 7' })).toBeInTheDocument();
    const profile = screen.getByTestId('company-profile');
    expect(within(profile).getByText('Licence no. C-000007')).toBeInTheDocument();
    expect(within(profile).getAllByRole('link', { name: '39002942' })[0]).toHaveAttribute('href', 'tel:+85239002942');
    expect(within(profile).getByText('2 branches')).toBeInTheDocument();
    expect(within(profile).getByText('Mong Kok Branch')).toBeInTheDocument();
    expect(within(profile).getAllByRole('link', { name: 'Listings of this branch' })[0]).toHaveAttribute('href', '/en-us/buy/c701/');
    expect(await screen.findByText('S2')).toBeInTheDocument();
    expect(sent(searchProperty)).toMatchObject({ body: { companyId: 7, rentalType: 1, order: 3, pageIndex: 2, pageCount: 20 }, language: 'en-us' });
  });

  it('has the tabs buy, partner and lease as real links, the current one marked', async () => {
    answer();
    view('rent');
    const nav = await screen.findByRole('navigation', { name: 'Listings and agents' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['For sale', '/en-us/agency/7/buy'],
      ['Partners', '/en-us/agency/7/partner'],
      ['For lease', '/en-us/agency/7/rent'],
    ]);
    expect(within(nav).getByRole('link', { name: 'For lease' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'For sale' })).not.toHaveAttribute('aria-current');
    await screen.findByText('S1');
    expect(sent(searchProperty).body).toMatchObject({ companyId: 7, rentalType: 2 });
  });

  it('lists the partners of the agency on the partner tab and sorts them through the URL', async () => {
    answer();
    view('partner');
    expect(await screen.findByRole('link', { name: 'Agent 3' })).toHaveAttribute('href', '/en-us/partner/3/buy');
    expect(sent(searchAgent).body).toMatchObject({ companyId: 7, isPartner: true, pageIndex: 1 });
    expect(api.requests(searchProperty)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByTestId('agent-sort-select'), 'PropertyRentCountDesc');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/agency/7/partner/u6/');
  });

  it('changes the listing sort through the URL, back on page 1', async () => {
    answer();
    view('buy', undefined, 3);
    await screen.findByText('S1');
    await userEvent.selectOptions(screen.getByTestId('listing-sort-select'), '3');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/agency/7/buy/u3/');
  });

  it('redirects a company that does not exist to the agency list, which says so (spec 8)', async () => {
    answer(false);
    view('buy');
    expect(await screen.findByTestId('company-not-found')).toHaveTextContent('The company does not exist');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en-us\/agency$/);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('company-not-found')).not.toBeInTheDocument();
  });

  it('shows other failures with a retry instead of redirecting', async () => {
    answer(failure(500, 'Server busy'));
    view('buy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/agency/7/buy');
  });
});
