import type { RemotePageProps } from '@portal/shared/mf';
import { GUIDE_KINDS, GuidesSearch, type GuideKind } from '../features/property-tips';
import { KEYWORD_PARAM } from '../lib/search';
import { pageNumberOf } from './page-number';

/** propertyTipsSearch: /property-tips/search?keyword=&kind= */
export default function PropertyTipsSearchPage({ locale, search }: RemotePageProps) {
  const q = new URLSearchParams(search);
  const keyword = (q.get(KEYWORD_PARAM) ?? '').trim().slice(0, 100);
  const kind = GUIDE_KINDS.find((k) => k === q.get('kind')) ?? 'tips';
  return <GuidesSearch key={`${keyword}|${kind}`} locale={locale} keyword={keyword} kind={kind satisfies GuideKind} page={pageNumberOf(search)} />;
}
