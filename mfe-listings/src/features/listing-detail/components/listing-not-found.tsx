import { useNotFoundStatus } from '@portal/shared/mf';
import { href, type Locale } from '@portal/shared/routing';
import { EmptyState } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useListingsT } from '../../../i18n/use-listings-t';

/** A listing id that GetProperty does not know (404): the not-found state with a link back to the list. */
export function ListingNotFound({ kind, locale }: { kind: 'buy' | 'rent'; locale: Locale }) {
  const { t } = useListingsT();
  useNotFoundStatus();
  return (
    <div data-testid="listing-not-found">
      <EmptyState
        title={t('detail.notFoundTitle')}
        text={t('detail.notFoundText')}
        action={<Link to={href(kind === 'rent' ? 'rentList' : 'buyList', {}, locale)}>{t('detail.backToList')}</Link>}
      />
    </div>
  );
}
