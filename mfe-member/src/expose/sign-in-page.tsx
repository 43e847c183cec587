import type { RemotePage } from '@portal/shared/mf';
import '../i18n';
import SignInPage from '../routes/sign-in-page';

export default SignInPage satisfies RemotePage;
