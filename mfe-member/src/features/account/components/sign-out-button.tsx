import { Button, toast } from '@portal/shared/ui';
import { useState } from 'react';
import { useMemberT } from '../../../i18n/use-member-t';
import { useFailureText } from '../../../lib/failure-text';
import { endSession } from '../../../lib/session';
import { accountApi, type AccountApi } from '../api/account-api';

/**
 * Sign out here (the API ends the session and clears its cookie), or everywhere (every session of
 * the account). The browser then forgets the member.
 */
export function SignOutButton({ everywhere = false, onSignedOut, api = accountApi }: { everywhere?: boolean; onSignedOut: () => void; api?: Pick<AccountApi, 'signOut' | 'signOutEverywhere'> }) {
  const { t } = useMemberT();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      const answer = everywhere ? await api.signOutEverywhere() : await api.signOut();
      endSession();
      toast.success(answer.message);
      onSignedOut();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" loading={busy} onClick={() => void signOut()}>
      {everywhere ? t('signOut.everywhere') : t('signOut.button')}
    </Button>
  );
}
