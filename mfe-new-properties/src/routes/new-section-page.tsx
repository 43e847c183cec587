import type { RemotePageProps } from '@portal/shared/mf';
import { tabOf } from '../features/development';
import { DevelopmentScreen } from './development/development-screen';
import { estateIdOf } from './development/estate-id';

/**
 * newSection: /new-section-{id}[/{tab}] and /houseDetail/newSectionPage[/{id}]: one section of a
 * development on its own, without the site's nav and footer (spec 2.7), for embedding.
 */
export default function NewSectionPage({ params, search, locale }: RemotePageProps) {
  return <DevelopmentScreen estateId={estateIdOf(params, search)} tab={tabOf(params.tertiary)} locale={locale} search={search} withTabs={false} />;
}
