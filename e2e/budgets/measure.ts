import { pageFirstLoad, remoteExpose, shellBase, total } from './first-load';

/** The three benchmarked pages, as the budget test and the README count them. */
export function firstLoadByPage(): Record<string, number> {
  const base = shellBase();
  return {
    shell: total(base),
    // the first view's widget: the others (news, new developments, estates) load when seen or idle
    home: pageFirstLoad([base, remoteExpose('mfe-listings', 'LatestListingsWidget')]),
    // all four widgets, as a visitor who scrolls down downloads them
    homeAllWidgets: pageFirstLoad([
      base, remoteExpose('mfe-listings', 'LatestListingsWidget'), remoteExpose('mfe-news', 'FeaturedNewsWidget'),
      remoteExpose('mfe-new-properties', 'HotNewPropertiesWidget'), remoteExpose('mfe-estates', 'PopularEstatesWidget'),
    ]),
    buyList: pageFirstLoad([base, remoteExpose('mfe-listings', 'BuyListPage')]),
    saleDetail: pageFirstLoad([base, remoteExpose('mfe-listings', 'SaleDetailPage')]),
    newsList: pageFirstLoad([base, remoteExpose('mfe-news', 'NewsListPage')]),
    estateList: pageFirstLoad([base, remoteExpose('mfe-estates', 'EstateListPage')]),
    estateDetail: pageFirstLoad([base, remoteExpose('mfe-estates', 'EstateDetailPage')]),
    newPropertyList: pageFirstLoad([base, remoteExpose('mfe-new-properties', 'NewPropertyListPage')]),
    newPropertyDetail: pageFirstLoad([base, remoteExpose('mfe-new-properties', 'NewPropertyDetailPage')]),
    gbaList: pageFirstLoad([base, remoteExpose('mfe-new-properties', 'GbaListPage')]),
    newSubscribe: pageFirstLoad([base, remoteExpose('mfe-member', 'NewSubscribePage')]),
    signIn: pageFirstLoad([base, remoteExpose('mfe-member', 'SignInPage')]),
    memberCentre: pageFirstLoad([base, remoteExpose('mfe-member', 'MemberCentrePage')]),
    fav: pageFirstLoad([base, remoteExpose('mfe-member', 'FavPage')]),
    housegpt: pageFirstLoad([base, remoteExpose('mfe-housegpt', 'HousegptPage')]),
    marketData: pageFirstLoad([base, remoteExpose('mfe-market', 'MarketDataPage')]),
  };
}
