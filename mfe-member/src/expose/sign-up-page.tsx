import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import SignUpPage from '../routes/sign-up-page';

export default SignUpPage satisfies RemotePage;
