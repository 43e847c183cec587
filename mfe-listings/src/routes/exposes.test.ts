import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteName } from '@portal/shared/routing';
import federation from '../../module-federation.config';

/** Routes of mfe-listings that this remote serves today; their `page` must be exposed. */
const SERVED: RouteName[] = [
  'buyList', 'rentList', 'propertiesList', 'saleDetail', 'rentDetail', 'houseDetailSale', 'houseDetailRent', 'houseMap',
  'complaint', 'messageAdd', 'messageChange', 'messageReply', 'agencyList', 'agencyDetail', 'partnerList', 'partnerDetail',
  'agentList', 'servicedList', 'serviceList', 'servicesDetail', 'houseDetailPc', 'houseDetailM', 'around', 'personData',
];

describe('module-federation.config.ts exposes', () => {
  const exposed = Object.keys(federation.exposes).map((name) => name.replace('./', ''));

  it("exposes the route table's page of every route it serves", () => {
    for (const name of SERVED) {
      const route = ROUTES.find((r) => r.name === name);
      expect([name, route?.remote]).toEqual([name, 'listings']);
      expect(exposed).toContain(route?.page);
    }
  });

  it('exposes only route-table pages (and the home widget, the bookmark toggle and ./Messages), each from a file under src/expose', () => {
    const pages = new Set(ROUTES.filter((r) => r.remote === 'listings').map((r) => r.page));
    for (const [name, file] of Object.entries(federation.exposes)) {
      if (name === './Messages') continue;
      if (!['./LatestListingsWidget', './BookmarkButton', './MapSearch'].includes(name)) expect([name, pages.has(name.replace('./', ''))]).toEqual([name, true]);
      expect(file).toMatch(/^\.\/src\/expose\/[a-z-]+\.tsx$/);
      expect(existsSync(join(__dirname, '..', '..', file))).toBe(true);
    }
  });
});
