import { amountParam, codeParam, dayParam, pageParam } from '../../lib/search-params';

/** The latest transactions' filters as the URL holds them (?region=&district=&estate=&min=&max=&from=&to=&page=). */
export interface DealFilters {
  region?: string;
  district?: string;
  estate?: string;
  minPrice?: number;
  maxPrice?: number;
  dateFrom?: string;
  dateTo?: string;
  page: number;
}

export function dealFiltersOf(search: string): DealFilters {
  const params = new URLSearchParams(search);
  const estate = params.get('estate')?.trim().slice(0, 100);
  return {
    region: codeParam(params, 'region'),
    district: codeParam(params, 'district'),
    estate: estate || undefined,
    minPrice: amountParam(params, 'min'),
    maxPrice: amountParam(params, 'max'),
    dateFrom: dayParam(params, 'from'),
    dateTo: dayParam(params, 'to'),
    page: pageParam(params),
  };
}

/** the SearchDeal body of the filters: sale deals, newest first */
export function dealSearchBody(f: DealFilters, pageSize: number) {
  return {
    rentalType: 1, regionCode: f.region, zoneCode: f.district, keywords: f.estate,
    minPrice: f.minPrice, maxPrice: f.maxPrice, dateFrom: f.dateFrom, dateTo: f.dateTo,
    pageIndex: f.page, pageCount: pageSize,
  };
}
