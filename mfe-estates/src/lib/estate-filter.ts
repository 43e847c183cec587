/**
 * The estate filter form's values and the URL filter they stand for. One value per field (the
 * form is a row of selects); a secondary school net is its district (one net per district), a
 * primary net the `nhk` code, as on the listing lists.
 */
import type { ListFilter } from '@portal/shared/url';

export const SCHOOL_TYPES = ['all', 'kindergarten', 'primary', 'secondary'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export interface EstateForm {
  region: string;
  district: string;
  /** 'primary:11' or 'secondary:05' (the district id) */
  schoolNet: string;
  line: string;
  station: string;
  price: string;
  age: string;
  keyword: string;
}

const one = (values: readonly string[] | undefined) => values?.[0] ?? '';

export function formOf(filter: ListFilter): EstateForm {
  const { codes } = filter;
  const net = filter.schoolNet?.[0];
  const schoolNet = net ? `primary:${net}` : filter.mode === 'schoolNet' && codes.hk ? `secondary:${one(codes.hk)}` : '';
  return {
    region: one(codes.hma),
    district: schoolNet.startsWith('secondary:') ? '' : one(codes.hk),
    schoolNet,
    line: one(codes.zl),
    station: one(codes.zs),
    price: one(codes.d),
    age: one(codes.o),
    keyword: filter.query.key ?? '',
  };
}

const set = (codes: ListFilter['codes'], code: keyof ListFilter['codes'], value: string) => {
  if (value) codes[code] = [value];
};

/** The filter of the form's values, keeping the sort; the page goes back to 1. */
export function filterOfForm(form: EstateForm, base: Pick<ListFilter, 'order'> = {}): ListFilter {
  const codes: ListFilter['codes'] = {};
  const filter: ListFilter = { codes, query: {} };
  const [netKind, netId = ''] = form.schoolNet.split(':');
  set(codes, 'hma', netKind === 'secondary' ? '' : form.region);
  set(codes, 'hk', netKind === 'secondary' ? netId : form.district);
  if (netKind === 'primary' && netId) filter.schoolNet = [netId];
  if (form.schoolNet) filter.mode = 'schoolNet';
  set(codes, 'zl', form.line);
  set(codes, 'zs', form.line ? form.station : '');
  if (!form.schoolNet && form.line) filter.mode = 'subway';
  set(codes, 'd', form.price);
  set(codes, 'o', form.age);
  const keyword = form.keyword.trim();
  if (keyword) filter.query.key = keyword;
  if (base.order !== undefined) filter.order = base.order;
  return filter;
}

/** The school nets a school type offers: kindergarten and primary read the primary nets. */
export const netKindsOf = (type: SchoolType): ReadonlyArray<'primary' | 'secondary'> =>
  type === 'all' ? ['primary', 'secondary'] : type === 'secondary' ? ['secondary'] : ['primary'];
