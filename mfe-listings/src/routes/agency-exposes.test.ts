import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, getRoute, type RouteName } from '@portal/shared/routing';
import { agentExposes } from '../../exposes-agents';

const COVERED: RouteName[] = [
  'agencyList', 'agencyDetail', 'agencyDetailRent', 'agencyDetailPartner', 'partnerList', 'partnerDetail', 'partnerDetailRent',
  'agentList', 'servicedList', 'serviceList', 'servicesDetail', 'houseDetailPc', 'houseDetailM',
];

describe('exposes-agents.ts', () => {
  it("exposes the route table's page of every route it covers", () => {
    for (const name of COVERED) {
      const route = getRoute(name);
      expect([name, route.remote]).toEqual([name, 'listings']);
      expect(Object.keys(agentExposes)).toContain(`./${route.page}`);
    }
  });

  it('exposes only pages of the route table, each from an existing file under src/expose', () => {
    const pages = new Set(ROUTES.filter((r) => r.remote === 'listings').map((r) => r.page));
    for (const [name, file] of Object.entries(agentExposes)) {
      expect(pages.has(name.replace('./', ''))).toBe(true);
      expect(file).toMatch(/^\.\/src\/expose\/[a-z-]+\.tsx$/);
      expect(existsSync(join(__dirname, '..', '..', file))).toBe(true);
    }
  });
});
