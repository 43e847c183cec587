import { isApiFailure } from '@portal/shared/api';
import { useMemberT } from '../i18n/use-member-t';

/**
 * What to tell the member when a call failed: the API's own message (spec 8, already in the
 * page's language: wrong password, too many attempts with the seconds to wait ...), or, when no
 * answer came back, that the connection failed.
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useMemberT();
  return (error) => (isApiFailure(error) && error.status > 0 && error.message ? error.message : t('common.network'));
}
