import { serialize } from '@portal/shared/url';
import { filterOfForm, formOf, netKindsOf, type EstateForm } from './estate-filter';

const empty: EstateForm = { region: '', district: '', schoolNet: '', line: '', station: '', price: '', age: '', keyword: '' };
const segmentOf = (form: Partial<EstateForm>, order?: number) => serialize(filterOfForm({ ...empty, ...form }, { order }));

describe('the estate filter form', () => {
  it('writes each chosen value as its code, keeps the sort and starts again on page 1', () => {
    expect(segmentOf({ region: '1', district: '03', price: '2', age: '1', keyword: '  taikoo ' }, 3)).toEqual({ segment: 'd2o1hma1hk03u3', query: 'key=taikoo' });
    expect(segmentOf({})).toEqual({ segment: '', query: '' });
  });

  it('writes a primary school net as nhk and a secondary one as its district, on the school-net tab', () => {
    expect(segmentOf({ schoolNet: 'primary:14' }).segment).toBe('nhk14m1');
    expect(segmentOf({ region: '1', schoolNet: 'secondary:03' }).segment).toBe('hk03m1');
  });

  it('writes a station only with its line, on the MTR tab', () => {
    expect(segmentOf({ line: '2', station: '30' }).segment).toBe('zl2zs30z1');
    expect(segmentOf({ station: '30' }).segment).toBe('');
  });

  it('reads back what it wrote', () => {
    for (const form of [
      { ...empty, region: '1', district: '03', price: '2', age: '1', keyword: 'taikoo' },
      { ...empty, schoolNet: 'primary:14' },
      { ...empty, schoolNet: 'secondary:03' },
      { ...empty, line: '2', station: '30' },
    ]) expect(formOf(filterOfForm(form))).toEqual(form);
  });

  it('offers primary nets for kindergartens and primary schools, secondary nets for secondary schools', () => {
    expect(netKindsOf('all')).toEqual(['primary', 'secondary']);
    expect(netKindsOf('kindergarten')).toEqual(['primary']);
    expect(netKindsOf('primary')).toEqual(['primary']);
    expect(netKindsOf('secondary')).toEqual(['secondary']);
  });
});
