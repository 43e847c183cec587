import { registeredNamespaces } from '@portal/shared/i18n';
import { REMOTE_NAMES } from '@portal/shared/mf';
import { ROUTES } from '@portal/shared/routing';
import federation from '../../module-federation.config';
import messages from './messages';

describe('mfe-new-properties exposes', () => {
  it('Messages, and importing it registers the namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['new-properties']);
    expect(registeredNamespaces()).toContain('new-properties');
  });

  it('the pages the route table gives this remote, under the name the shell registers it by', () => {
    expect(federation.name).toBe(REMOTE_NAMES.newProperties);
    // besides ./Messages, the home page's widget is the one exposed module that is not a page
    const pages = Object.keys(federation.exposes).filter((name) => !['./Messages', './HotNewPropertiesWidget'].includes(name)).map((name) => name.slice(2));
    const owned = new Set(ROUTES.filter((route) => route.remote === 'newProperties').map((route) => route.page));
    for (const page of pages) expect([page, owned.has(page)]).toEqual([page, true]);
  });
});
