import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import ResetPasswordPage from '../routes/reset-password-page';

export default ResetPasswordPage satisfies RemotePage;
