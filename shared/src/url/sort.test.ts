import { orderIdOf, SORT_KEYS, sortOf } from './index';

test('sort keys map to the order ids of spec 3.4', () => {
  expect(orderIdOf('default')).toBe(0);
  expect(orderIdOf('latest')).toBe(1);
  expect(orderIdOf('price', 'asc', 'buy')).toBe(2);
  expect(orderIdOf('price', 'desc', 'buy')).toBe(3);
  expect(orderIdOf('price', 'asc', 'rent')).toBe(4);
  expect(orderIdOf('price', 'desc', 'serviced')).toBe(5);
  expect(orderIdOf('unitPriceSFA', 'desc')).toBe(9);
  expect(orderIdOf('priceRatio', 'asc')).toBe(18);
});

test('sortOf reads every id back', () => {
  for (const key of SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      const id = orderIdOf(key, direction, 'rent');
      const back = sortOf(id);
      expect(back.key).toBe(key);
      if (key !== 'latest' && key !== 'default') expect(back.direction).toBe(direction);
    }
  }
  expect(sortOf(14)).toEqual({ key: 'latest', direction: 'desc' });
  expect(sortOf(99)).toEqual({ key: 'default', direction: 'desc' });
});
