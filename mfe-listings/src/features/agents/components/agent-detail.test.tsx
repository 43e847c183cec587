import { ApiFailure, call } from '@portal/shared/api';
import { getAgent, getGscope, searchProperty } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import { agent, listing } from '../test-fixtures';
import { inApp, pageOf } from '../test-support';
import { AgentDetail } from './agent-detail';

jest.mock('@portal/shared/api', () => jest.requireActual('../test-support').mockSharedApi());
const mockCall = call as jest.Mock;

const gscope = [{
  gscopeCode: 'HK', gscopeNameWithCulture: 'Hong Kong Island', level: 1, lat: null, lng: null, schoolNet: [],
  children: [{ gscopeCode: 'HK-WC', gscopeNameWithCulture: 'Wan Chai', level: 2, lat: null, lng: null, schoolNet: [], children: [] }],
}];

function answer(found = true, items = [listing('R9', { rentalType: 2 })]) {
  mockCall.mockImplementation((endpoint) => {
    if (endpoint === getGscope) return Promise.resolve(gscope);
    if (endpoint === getAgent) return found ? Promise.resolve(agent(12)) : Promise.reject(new ApiFailure({ message: 'no', code: 404, status: 404 }));
    if (endpoint === searchProperty) return Promise.resolve(pageOf(items));
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
}

const view = (tab: 'buy' | 'rent') =>
  render(inApp(
    <AgentDetail agentId={12} tab={tab} filter={{ codes: {}, query: {} }} locale="en-us" renderListings={(items) => <p>{items.map((i) => i.propertyID).join(',')}</p>} />,
    { path: `/en-us/partner/12/${tab}` },
  ));

beforeEach(() => mockCall.mockReset());

describe('AgentDetail', () => {
  it("shows the partner's card and lease listings by accountId, with the tabs buy and lease", async () => {
    answer();
    view('rent');
    const profile = await screen.findByTestId('agent-profile');
    expect(within(profile).getByRole('heading', { name: /Agent 12/ })).toBeInTheDocument();
    expect(within(profile).getByText('Licence no. E-1000012')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Harbour Realty 1' })).toHaveAttribute('href', '/en-us/agency/1/buy');
    expect(await within(profile).findByText('Serves Wan Chai')).toBeInTheDocument();
    expect(await screen.findByText('R9')).toBeInTheDocument();
    expect(mockCall.mock.calls.find(([e]) => e === searchProperty)![1].body).toEqual({ accountId: 12, rentalType: 2, order: 0, pageIndex: 1, pageCount: 20 });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en-us/partner/12/buy', '/en-us/partner/12/rent']);
    expect(within(nav).getByRole('link', { name: 'For lease' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the agent has no listings of the tab', async () => {
    answer(true, []);
    view('buy');
    expect(await screen.findByRole('heading', { name: 'No listings for sale' })).toBeInTheDocument();
  });

  it('shows a not-found state with a way back for an unknown agent', async () => {
    answer(false);
    view('buy');
    expect(await screen.findByRole('heading', { name: 'This agent could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all partner agents' })).toHaveAttribute('href', '/en-us/partner');
  });
});
