import { branchesOf } from './branch';

describe('branchesOf', () => {
  it('reads the branches with their known fields only', () => {
    const raw = [{ storeId: 101, name: 'Wan Chai Branch', phone: '39002942', districtCode: 'HK-WC', areaCode: 'HK-WC-01', extra: 1 }];
    expect(branchesOf(raw)).toEqual([{ storeId: 101, name: 'Wan Chai Branch', phone: '39002942', districtCode: 'HK-WC', areaCode: 'HK-WC-01' }]);
  });

  it('drops entries without a whole store id or a name, or with a field of the wrong type', () => {
    const raw = [
      null, 'Branch', { name: 'No id' }, { storeId: 1.5, name: 'Half' }, { storeId: 2, name: '' },
      { storeId: 3, name: 'Bad phone', phone: 39002942 }, { storeId: 4, name: 'Null address', address: null },
      { storeId: 5, name: 'Kept' },
    ];
    expect(branchesOf(raw)).toEqual([{ storeId: 5, name: 'Kept' }]);
  });
});
