import { call } from '@portal/shared/api';
import { getAgentCompanyById, getGscope, getProperty, searchAgent, searchProperty } from '@portal/shared/endpoints';
import { render, screen } from '@testing-library/react';
import { agent, company, listing } from '../features/agents/test-fixtures';
import { inApp, pageOf } from '../testing';
import AgencyDetailPage from './agency-detail-page';
import AgencyListPage from './agency-list-page';
import ServicesDetailPage from './services-detail-page';

jest.mock('@portal/shared/api', () => jest.requireActual('../testing').mockSharedApi());
const mockCall = call as jest.Mock;

beforeEach(() => {
  mockCall.mockReset();
  mockCall.mockImplementation((endpoint) => {
    if (endpoint === getGscope) return Promise.resolve([]);
    if (endpoint === getAgentCompanyById) return Promise.resolve(company(4));
    if (endpoint === searchAgent) return Promise.resolve(pageOf([agent(8)]));
    if (endpoint === searchProperty) return Promise.resolve(pageOf([listing('S5')]));
    if (endpoint === getProperty) return Promise.reject(new Error('not in this test'));
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
});

describe('agency pages', () => {
  it('shows the tab its route names, with the filter of its segment', async () => {
    render(inApp(<AgencyDetailPage routeName="agencyDetailPartner" params={{ agentId: '4', filter: 'u4g2' }} search="" locale="en-us" />, { path: '/en-us/agency/4/partner/u4g2/' }));
    expect(await screen.findByTestId('partners-panel')).toBeInTheDocument();
    expect(mockCall.mock.calls.find(([e]) => e === searchAgent)![1].body).toMatchObject({ companyId: 4, order: 'PropertySaleCountDesc', pageIndex: 2 });
  });

  it('renders the listings feature cards on the lease tab', async () => {
    render(inApp(<AgencyDetailPage routeName="agencyDetailRent" params={{ agentId: '4' }} search="" locale="en-us" />, { path: '/en-us/agency/4/rent' }));
    expect(await screen.findByTestId('listing-card')).toHaveTextContent('Taikoo Shing flat S5');
    expect(mockCall.mock.calls.find(([e]) => e === searchProperty)![1].body).toMatchObject({ companyId: 4, rentalType: 2 });
  });

  it('refuses a list address that is not a filter', () => {
    render(inApp(<AgencyListPage routeName="agencyList" params={{ filter: 'zzz' }} search="" locale="en-us" />, { path: '/en-us/agency/zzz/' }));
    expect(screen.getByRole('heading', { name: 'This list address is not valid' })).toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();
  });

  it('reads the serviced-apartment id from the old query form', async () => {
    render(inApp(<ServicesDetailPage routeName="servicesDetail" params={{}} search="?propertyId=R42" locale="en-us" />, { path: '/en-us/servicesDetail?propertyId=R42' }));
    await screen.findByRole('alert');
    expect(mockCall).toHaveBeenCalledWith(getProperty, expect.objectContaining({ query: { propertyId: 'R42' } }));
  });
});
