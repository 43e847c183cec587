import { REMOTE_ENTRY_FILE, sharedDeps } from '@portal/shared/mf';

/** mfe_member: sign-in and the member centre. Every exposed page name is a `page` of the route table (src/expose/messages.test.ts). */
export default {
  name: 'mfe_member',
  filename: REMOTE_ENTRY_FILE,
  exposes: {
    './Messages': './src/expose/messages.ts',
    './SignInPage': './src/expose/sign-in-page.tsx',
    './SignUpPage': './src/expose/sign-up-page.tsx',
    './ResetPasswordPage': './src/expose/reset-password-page.tsx',
    './MemberCentrePage': './src/expose/member-centre-page.tsx',
    './MemberProfilePage': './src/expose/member-profile-page.tsx',
    './FavPage': './src/expose/fav-page.tsx',
    './HistoryPage': './src/expose/history-page.tsx',
    './SavedSearchesPage': './src/expose/saved-searches-page.tsx',
    './MemberSubscriptionsPage': './src/expose/member-subscriptions-page.tsx',
    './SubscribePage': './src/expose/subscribe-page.tsx',
    './MemberMessagesPage': './src/expose/member-messages-page.tsx',
    './MyListingsPage': './src/expose/my-listings-page.tsx',
    './MyOrdersPage': './src/expose/my-orders-page.tsx',
    './NewSubscribePage': './src/expose/new-subscribe-page.tsx',
  },
  shared: sharedDeps(),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};
