import { registeredNamespaces } from '@portal/shared/i18n';
import federation from '../../module-federation.config';
import messages from './messages';

describe('mfe-listings/Messages', () => {
  it('is exposed, and importing it registers the listings namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['listings']);
    expect(registeredNamespaces()).toContain('listings');
  });
});
