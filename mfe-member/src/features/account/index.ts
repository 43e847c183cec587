/**
 * Account feature: sign-in, sign-up, verification by code, password reset and change (spec 6).
 * <SignInForm onSignedIn api? />     e-mail or HK mobile + password; remembers the member (lib/session)
 * <SignUpForm onSignedUp api? />     creates the account and signs in at once
 * <VerifyForm onVerified api? />     the six-digit code from the outbox, or a new one
 * <ResetPasswordForm onReset api? /> a code to the account, then the code and a new password
 * <ChangePasswordForm api? />        current and new password
 * <SignOutButton everywhere? onSignedOut api? />
 */
export { SignInForm } from './components/sign-in-form';
export { SignUpForm } from './components/sign-up-form';
export { VerifyForm } from './components/verify-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { ChangePasswordForm } from './components/change-password-form';
export { SignOutButton } from './components/sign-out-button';
export { accountApi, type AccountApi } from './api/account-api';
