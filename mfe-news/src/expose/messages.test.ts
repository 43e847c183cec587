import { registeredNamespaces } from '@portal/shared/i18n';
import federation from '../../module-federation.config';
import messages from './messages';

describe('mfe-news/Messages', () => {
  it('is exposed, and importing it registers the news namespace', () => {
    expect(federation.exposes['./Messages']).toBe('./src/expose/messages.ts');
    expect(messages.namespaces).toEqual(['news']);
    expect(registeredNamespaces()).toContain('news');
  });
});
