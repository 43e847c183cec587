/** Agencies, agents and listings as the agents feature's endpoints answer them (checked against their contracts). */
import { searchAgent, searchCompany, searchProperty } from '@portal/shared/endpoints';
import type { PropertyListItem } from '@portal/shared/contracts';
import { itemOf } from './test-support';
import type { Agent } from './api/use-agent-search';
import type { Company } from './api/use-company-search';

export function company(id: number, patch: Partial<Company> = {}): Company {
  return itemOf(searchCompany, {
    companyID: id,
    companyNameWithCulture: `Harbour Realty ${id}`,
    addressWithCulture: `G/F, ${id} Main Street, Wan Chai`,
    license: `C-00000${id}`,
    branches: [
      { storeId: id * 100 + 1, name: 'Wan Chai Branch', phone: '39002942', address: 'G/F, 1 Main Street', districtCode: 'HK-WC', areaCode: 'HK-WC-01' },
      { storeId: id * 100 + 2, name: 'Mong Kok Branch', phone: '33962481', address: 'G/F, 2 Nathan Road', districtCode: 'KLN-YTM', areaCode: 'KLN-YTM-02' },
    ],
    ...patch,
  });
}

export function agent(id: number, patch: Partial<Agent> = {}): Agent {
  return itemOf(searchAgent, { agentID: id, nameWithCulture: `Agent ${id}`, license: `E-10000${id}`, companyNameWithCulture: 'Harbour Realty 1', ...patch });
}

export function listing(id: string, patch: Partial<PropertyListItem> = {}): PropertyListItem {
  return itemOf(searchProperty, { propertyID: id, titleWithCulture: `Taikoo Shing flat ${id}`, companyNameWithCulture: 'Harbour Realty 1', agentID: 1, ...patch });
}
