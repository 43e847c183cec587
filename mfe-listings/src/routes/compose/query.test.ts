import { queryValue } from './query';

describe('queryValue', () => {
  it('reads the first present name, with or without the leading ?', () => {
    expect(queryValue('?propertyId=S123&x=1', 'listingId', 'propertyId')).toBe('S123');
    expect(queryValue('messageId=7', 'messageId')).toBe('7');
    expect(queryValue('', 'messageId')).toBe('');
    expect(queryValue('?messageId=', 'messageId')).toBe('');
  });
});
