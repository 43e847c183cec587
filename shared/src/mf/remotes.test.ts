import { REMOTE_NAMES, REMOTE_PORTS, isRemoteKey, remoteModuleId } from './remotes';

describe('remotes', () => {
  it('uses identifiers as federation names', () => {
    for (const name of Object.values(REMOTE_NAMES)) expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
  });
  it('gives every remote its own port', () => {
    expect(new Set(Object.values(REMOTE_PORTS)).size).toBe(Object.keys(REMOTE_PORTS).length);
  });
  it('builds module ids and recognises keys', () => {
    expect(remoteModuleId('listings', 'BuyListPage')).toBe('mfe_listings/BuyListPage');
    expect(isRemoteKey('news')).toBe(true);
    expect(isRemoteKey('toString')).toBe(false);
  });
});
