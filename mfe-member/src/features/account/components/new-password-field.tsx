import { TextField } from '@portal/shared/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMemberT } from '../../../i18n/use-member-t';

/** The new password of the reset and change forms (8 to 64 characters, spec 5). */
export function NewPasswordField({ error, field }: { error: string | undefined; field: UseFormRegisterReturn }) {
  const { t } = useMemberT();
  return <TextField label={t('fields.newPassword')} hint={t('fields.passwordHint')} type="password" required autoComplete="new-password" error={error} {...field} />;
}
