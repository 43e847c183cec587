import { getAgentCompanyById, getGscope, getProperty, searchAgent, searchProperty } from '@portal/shared/endpoints';
import { act, render, screen } from '@testing-library/react';
import { agent, company, listing } from '../features/agents/test-fixtures';
import { fakeApi, failure, fixture, inApp, pageOf } from '../testing';
import AgencyDetailPage from './agency-detail-page';
import AgencyListPage from './agency-list-page';
import ServicesDetailPage from './services-detail-page';

const api = fakeApi();

beforeEach(() => {
  api.answer(getGscope, fixture(getGscope));
  api.answer(getAgentCompanyById, fixture(getAgentCompanyById, company(4)));
  api.answer(searchAgent, pageOf(searchAgent, [agent(8)]));
  api.answer(searchProperty, pageOf(searchProperty, [listing('S5')]));
  api.answer(getProperty, failure(500, 'not in this test'));
});

describe('agency pages', () => {
  it('shows the tab its route names, with the filter of its segment', async () => {
    render(inApp(<AgencyDetailPage routeName="agencyDetailPartner" params={{ agentId: '4', filter: 'u4g2' }} search="" locale="en-us" />, { path: '/en-us/agency/4/partner/u4g2/' }));
    expect(await screen.findByTestId('partners-panel')).toBeInTheDocument();
    expect(api.requests(searchAgent)[0]!.body).toMatchObject({ companyId: 4, order: 'PropertySaleCountDesc', pageIndex: 2 });
  });

  it('renders the listings feature cards on the lease tab', async () => {
    render(inApp(<AgencyDetailPage routeName="agencyDetailRent" params={{ agentId: '4' }} search="" locale="en-us" />, { path: '/en-us/agency/4/rent' }));
    expect(await screen.findByTestId('listing-card')).toHaveTextContent('Taikoo Shing flat S5');
    expect(api.requests(searchProperty)[0]!.body).toMatchObject({ companyId: 4, rentalType: 2 });
  });

  it('refuses a list address that is not a filter', async () => {
    render(inApp(<AgencyListPage routeName="agencyList" params={{ filter: 'zzz' }} search="" locale="en-us" />, { path: '/en-us/agency/zzz/' }));
    expect(screen.getByRole('heading', { name: 'This list address is not valid' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.paths()).toEqual([]);
  });

  it('reads the serviced-apartment id from the old query form', async () => {
    render(inApp(<ServicesDetailPage routeName="servicesDetail" params={{}} search="?propertyId=R42" locale="en-us" />, { path: '/en-us/servicesDetail?propertyId=R42' }));
    await screen.findByRole('alert');
    expect(api.requests(getProperty)).toEqual([expect.objectContaining({ query: expect.objectContaining({ propertyId: 'R42' }) })]);
  });
});
