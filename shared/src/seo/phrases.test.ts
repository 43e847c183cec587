import { listTitle, listingTitle } from './phrases';

describe('listingTitle', () => {
  const listing = { floorLevel: 3, rooms: 4, price: 8_910_000, rent: false };
  it('names estate, floor band, layout and price in the language', () => {
    expect(listingTitle({ ...listing, name: '太和雅軒' }, 'zh-hk')).toBe('太和雅軒 高層4房 $891萬');
    expect(listingTitle({ ...listing, name: '太和雅轩' }, 'zh-cn')).toBe('太和雅轩 高层4房 $891万');
    expect(listingTitle({ ...listing, name: 'Tai Wo Nga Hin' }, 'en-us')).toBe('Tai Wo Nga Hin, high floor, 4 bedrooms, $8.91M');
  });

  it('writes a rent per month and a studio', () => {
    expect(listingTitle({ name: 'Mei Foo', floorLevel: null, rooms: 0, price: 18_000, rent: true }, 'en-us')).toBe('Mei Foo, studio, $18,000/month');
  });
});

describe('listTitle', () => {
  it('puts the filter in words', () => {
    expect(listTitle({ kind: 'buy', places: ['Sha Tin'], rooms: [2], priceMax: 6_000_000 }, 'en-us')).toBe('Sha Tin 2-bedroom flats for sale under $6M');
    expect(listTitle({ kind: 'buy', places: ['沙田'], rooms: [2], priceMax: 6_000_000 }, 'zh-hk')).toBe('沙田2房樓盤出售 $600萬以下');
    expect(listTitle({ kind: 'rent', places: [], rooms: [], priceMin: 10_000, priceMax: 20_000 }, 'en-us')).toBe('Hong Kong flats for rent from $10,000/month to $20,000/month');
    expect(listTitle({ kind: 'serviced', places: [], rooms: [] }, 'zh-cn')).toBe('全港服务式住宅');
  });
});
