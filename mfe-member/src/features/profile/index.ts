/**
 * Profile feature: <ProfileCard verify? /> the signed-in member (GetUserInfo, read in the browser
 * only); `verify` (the verification form) is shown while the account is not verified.
 */
export { ProfileCard } from './components/profile-card';
