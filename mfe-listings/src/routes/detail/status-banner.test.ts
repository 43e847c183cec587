import { bannerStateOf } from './status-banner';

describe('bannerStateOf (spec 4.1)', () => {
  it('gives every non-effective state a banner and the effective one none', () => {
    const states = ['awaitingPayment', 'underReview', 'notApproved', 'expired', 'hidden', 'deleted', 'contentUpdated', 'removed'];
    for (const key of states) expect(bannerStateOf({ propertyStatusKey: key })).toBe(key);
    expect(bannerStateOf({ propertyStatusKey: 'effective' })).toBeNull();
    expect(bannerStateOf({ propertyStatusKey: '42' })).toBeNull();
  });
});
