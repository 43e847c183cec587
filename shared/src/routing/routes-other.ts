import { LIST, route } from './route-def';

/** The shell's own pages (docs/architecture.md, "Which app owns which routes"). */
export const SHELL_ROUTES = [
  route('home', 'shell', ['/', '/home'], { footer: true }),
  route('aboutUs', 'shell', ['/aboutus/', '/aboutUs'], { footer: true }),
  route('download', 'shell', ['/download', '/downLoad'], { nav: false, footer: false }),
  route('search', 'shell', ['/search'], { keepAlive: false }),
  route('mSearchPage', 'shell', ['/mSearchPage'], { keepAlive: false }),
  route('terms', 'shell', ['/terms'], { footer: true }),
  route('privacy', 'shell', ['/privacy'], { footer: true }),
  route('sitemap', 'shell', ['/sitemap'], { footer: true }),
  route('help', 'shell', ['/help'], { footer: true }),
  route('contact', 'shell', ['/contact'], { footer: true }),
] as const;

const member = { auth: true } as const;

/** mfe-member: the member centre's paths are the product's own (docs/product.md 2.5). */
export const MEMBER_ROUTES = [
  route('signIn', 'member', ['/member/sign-in'], { keepAlive: false }),
  route('signUp', 'member', ['/member/sign-up'], { keepAlive: false }),
  route('resetPassword', 'member', ['/member/reset-password'], { keepAlive: false }),
  route('memberCentre', 'member', ['/member'], member),
  route('memberProfile', 'member', ['/member/profile'], member),
  route('myListings', 'member', ['/member/listings'], member),
  route('myOrders', 'member', ['/member/orders'], member),
  route('memberMessages', 'member', ['/member/messages'], member),
  route('savedSearches', 'member', ['/member/saved-searches'], member),
  route('memberSubscriptions', 'member', ['/member/subscriptions'], member),
  route('fav', 'member', ['/fav', '/favList'], { footer: true }),
  route('history', 'member', ['/history', '/historyList'], { footer: true }),
  route('subscribe', 'member', ['/subscribe', '/subscribe/:id'], { footer: true }),
  route('newSubscribe', 'member', ['/newSubscribe']),
] as const;

/** mfe-housegpt and mfe-market. */
export const ASSISTANT_AND_MARKET_ROUTES = [
  route('housegpt', 'housegpt', ['/housegpt'], LIST),
  route('marketData', 'market', ['/market-data', '/marketData/index'], { keepAlive: false }),
  route('dealRank', 'market', ['/deal-rank', '/marketData/deal-rank'], { keepAlive: false }),
  route('latestTrans', 'market', ['/latestTrans/index'], { keepAlive: false }),
  route('priceIndex', 'market', ['/price-index'], { keepAlive: false }),
  route('mortgageCalculator', 'market', ['/mortgage-calculator']),
  route('taxTools', 'market', ['/tax-tools']),
] as const;
