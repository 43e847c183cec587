import { ApiFailure, call } from '@portal/shared/api';
import { getAgentCompanyById, getGscope, searchAgent, searchProperty } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agent, company, listing } from '../test-fixtures';
import { inApp, pageOf } from '../test-support';
import type { DetailTab } from '../detail-tabs';
import { CompanyDetail } from './company-detail';
import { CompanyNotFoundNotice } from './notice-banner';

jest.mock('@portal/shared/api', () => jest.requireActual('../test-support').mockSharedApi());
const mockCall = call as jest.Mock;

function answer(found = true) {
  mockCall.mockImplementation((endpoint) => {
    if (endpoint === getGscope) return Promise.resolve([]);
    if (endpoint === getAgentCompanyById) {
      return found ? Promise.resolve(company(7)) : Promise.reject(new ApiFailure({ message: 'Not found', code: 404, status: 404 }));
    }
    if (endpoint === searchProperty) return Promise.resolve(pageOf([listing('S1'), listing('S2')], 45));
    if (endpoint === searchAgent) return Promise.resolve(pageOf([agent(3)]));
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
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

const bodyOf = (endpoint: unknown) => mockCall.mock.calls.find(([e]) => e === endpoint)![1];

beforeEach(() => mockCall.mockReset());

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
    expect(bodyOf(searchProperty)).toEqual({ body: { companyId: 7, rentalType: 1, order: 3, pageIndex: 2, pageCount: 20 }, language: 'en-us' });
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
    expect(bodyOf(searchProperty).body).toMatchObject({ companyId: 7, rentalType: 2 });
  });

  it('lists the partners of the agency on the partner tab and sorts them through the URL', async () => {
    answer();
    view('partner');
    expect(await screen.findByRole('link', { name: 'Agent 3' })).toHaveAttribute('href', '/en-us/partner/3/buy');
    expect(bodyOf(searchAgent).body).toMatchObject({ companyId: 7, isPartner: true, pageIndex: 1 });
    expect(mockCall.mock.calls.some(([e]) => e === searchProperty)).toBe(false);
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
    mockCall.mockImplementation((endpoint) =>
      endpoint === getAgentCompanyById ? Promise.reject(new ApiFailure({ message: 'Server busy', code: 500, status: 500 })) : Promise.resolve([]),
    );
    view('buy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    expect(screen.getByTestId('location')).toHaveTextContent('/en-us/agency/7/buy');
  });
});
