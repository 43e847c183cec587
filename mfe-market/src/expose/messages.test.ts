import { registeredNamespaces } from '@portal/shared/i18n';
import { REMOTE_NAMES } from '@portal/shared/mf';
import { ROUTES } from '@portal/shared/routing';
import federation from '../../module-federation.config';
import messages from './messages';

/** exposed modules that are widgets for other pages, not pages of the route table */
const WIDGETS = ['MortgageCalculator'];

describe('mfe-market exposes', () => {
  it('Messages, and importing it registers the namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['market']);
    expect(registeredNamespaces()).toContain('market');
  });

  it('the pages the route table gives this remote, under the name the shell registers it by', () => {
    expect(federation.name).toBe(REMOTE_NAMES.market);
    const pages = Object.keys(federation.exposes).map((name) => name.slice(2)).filter((name) => name !== 'Messages' && !WIDGETS.includes(name));
    expect(pages).toEqual(['MarketDataPage', 'DealRankPage', 'LatestTransPage', 'PriceIndexPage', 'MortgageCalculatorPage', 'TaxToolsPage']);
    const owned = new Set(ROUTES.filter((route) => route.remote === 'market').map((route) => route.page));
    for (const page of pages) expect([page, owned.has(page)]).toEqual([page, true]);
  });

  it('the mortgage calculator, for the new development page', () => {
    expect(federation.exposes['./MortgageCalculator']).toBe('./src/expose/mortgage-calculator.tsx');
  });
});
