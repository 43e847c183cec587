import { registeredNamespaces } from '@portal/shared/i18n';
import { REMOTE_NAMES } from '@portal/shared/mf';
import { ROUTES } from '@portal/shared/routing';
import federation from '../../module-federation.config';
import messages from './messages';

describe('mfe-member exposes', () => {
  it('Messages, and importing it registers the namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['member']);
    expect(registeredNamespaces()).toContain('member');
  });

  it('the pages the route table gives this remote, under the name the shell registers it by', () => {
    expect(federation.name).toBe(REMOTE_NAMES.member);
    const pages = Object.keys(federation.exposes).filter((name) => name !== './Messages').map((name) => name.slice(2));
    const owned = new Set(ROUTES.filter((route) => route.remote === 'member').map((route) => route.page));
    for (const page of pages) expect([page, owned.has(page)]).toEqual([page, true]);
  });
});
