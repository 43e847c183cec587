import type { RemotePageProps } from '@portal/shared/mf';
import { PersonScreen } from './person/person-screen';

/** personData: /person-data/{propertyId} — the contact person of a listing (spec 2.2). */
export default function PersonDataPage({ params, locale }: RemotePageProps) {
  return <PersonScreen key={params.propertyId} propertyId={params.propertyId ?? ''} locale={locale} />;
}
