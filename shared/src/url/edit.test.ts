import { parse, serialize, withOrder, withoutQuery, withoutValue, withPage } from './index';

const f = parse('t1i1i2nhk11g3', 'pmin=1&pmax=2&key=x');
if (!f) throw new Error('fixture must parse');

test('removing a chip drops the value and goes back to page 1 (spec 4.6)', () => {
  expect(serialize(withoutValue(f, 'i', '1'))).toEqual({ segment: 't1i2nhk11', query: 'pmin=1&pmax=2&key=x' });
  expect(serialize(withoutValue(withoutValue(f, 'i', '1'), 'i', '2')).segment).toBe('t1nhk11');
  expect(withoutValue(f, 'schoolNet', '11').schoolNet).toBeUndefined();
  expect(serialize(withoutQuery(f, 'pmin', 'pmax'))).toEqual({ segment: 't1i1i2nhk11', query: 'key=x' });
  expect(f.page).toBe(3);
});

test('pages and orders', () => {
  expect(serialize(withPage(f, 1)).segment).toBe('t1i1i2nhk11');
  expect(serialize(withPage(f, 7)).segment).toBe('t1i1i2nhk11g7');
  expect(serialize(withOrder(f, 5)).segment).toBe('t1i1i2nhk11u5');
  expect(withOrder(withOrder(f, 5), undefined).order).toBeUndefined();
});
