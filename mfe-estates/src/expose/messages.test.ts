import { registeredNamespaces } from '@portal/shared/i18n';
import { REMOTE_NAMES } from '@portal/shared/mf';
import { ROUTES } from '@portal/shared/routing';
import federation from '../../module-federation.config';
import messages from './messages';

describe('mfe-estates exposes', () => {
  it('Messages, and importing it registers the namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['estates']);
    expect(registeredNamespaces()).toContain('estates');
  });

  it('the pages the route table gives this remote, under the name the shell registers it by', () => {
    expect(federation.name).toBe(REMOTE_NAMES.estates);
    // FairPrice (for the listing page) and PopularEstatesWidget (for the home page) are widgets, not pages of the route table
    const pages = Object.keys(federation.exposes).filter((name) => !['./Messages', './FairPrice', './PopularEstatesWidget'].includes(name)).map((name) => name.slice(2));
    const owned = new Set(ROUTES.filter((route) => route.remote === 'estates').map((route) => route.page));
    for (const page of pages) expect([page, owned.has(page)]).toEqual([page, true]);
  });

  it('the fair price, for the listing page', () => {
    expect(federation.exposes['./FairPrice']).toBe('./src/expose/fair-price.tsx');
  });
});
