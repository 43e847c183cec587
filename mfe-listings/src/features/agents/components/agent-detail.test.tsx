import { getAgent, getGscope, searchProperty } from '@portal/shared/endpoints';
import { render, screen, within } from '@testing-library/react';
import { agent, listing } from '../test-fixtures';
import { fakeApi, failure, fixture, inApp, itemOf, pageOf } from '../test-support';
import { AgentDetail } from './agent-detail';

const api = fakeApi();

const gscope = () => fixture(getGscope, [
  itemOf(getGscope, { gscopeCode: 'HK', gscopeNameWithCulture: 'Hong Kong Island', level: 1, children: [{ ...itemOf(getGscope), children: [] }] }),
]);

function answer(found = true, items = [listing('R9', { rentalType: 2 })]) {
  api.answer(getGscope, gscope());
  api.answer(getAgent, found ? fixture(getAgent, agent(12)) : failure(404, 'no'));
  api.answer(searchProperty, pageOf(searchProperty, items));
}

const view = (tab: 'buy' | 'rent') =>
  render(inApp(
    <AgentDetail agentId={12} tab={tab} filter={{ codes: {}, query: {} }} locale="en-us" renderListings={(items) => <p>{items.map((i) => i.propertyID).join(',')}</p>} />,
    { path: `/en-us/partner/12/${tab}` },
  ));

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
    expect(api.requests(getAgent)[0]!.query).toMatchObject({ agentId: '12' });
    expect(api.requests(searchProperty)[0]!.body).toEqual({ accountId: 12, rentalType: 2, order: 0, pageIndex: 1, pageCount: 20 });
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
