/**
 * Names of a remote made by `npm run new-remote -- <name>`: its folder, federation name, registry
 * key, environment suffix and i18n namespace from one kebab-case name, and the remotes the
 * platform plans (their route of the table and their titles in the three languages).
 */

/** the planned remotes: the route their first page serves, and their titles */
export const KNOWN_REMOTES = {
  estates: { route: 'estateList', page: 'EstateListPage', path: '/estate', titles: { 'zh-hk': '屋苑', 'zh-cn': '屋苑', 'en-us': 'Estates' } },
  'new-properties': {
    route: 'newPropertyList', page: 'NewPropertyListPage', path: '/new-properties',
    titles: { 'zh-hk': '新盤', 'zh-cn': '新盘', 'en-us': 'New properties' },
  },
  member: {
    route: 'newSubscribe', page: 'NewSubscribePage', path: '/newSubscribe',
    titles: { 'zh-hk': '新增訂閱', 'zh-cn': '新增订阅', 'en-us': 'New subscription' },
  },
  housegpt: { route: 'housegpt', page: 'HousegptPage', path: '/housegpt', titles: { 'zh-hk': 'HouseGPT 置業助手', 'zh-cn': 'HouseGPT 置业助手', 'en-us': 'HouseGPT assistant' } },
  market: { route: 'marketData', page: 'MarketDataPage', path: '/market-data', titles: { 'zh-hk': '樓市數據', 'zh-cn': '楼市数据', 'en-us': 'Market data' } },
};

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const PATH = /^\/[A-Za-z0-9][A-Za-z0-9\-/]*$/;
/** a title goes into JSON, TypeScript strings and HTML as it is: none of their special characters */
const TITLE = /^[^"'`\\<>&{}]{1,60}$/;

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
export const kebabOf = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Everything named after `kebab`; a planned remote keeps its route, others get route `kebab` in
 * camelCase at `path` (default /<kebab>), their titles as given (default the name).
 */
export function namesOf(kebab, { path, titles = {} } = {}) {
  if (!NAME.test(kebab)) throw new Error(`"${kebab}": a remote name is kebab-case letters and digits (estates, new-properties)`);
  if (path !== undefined && !PATH.test(path)) throw new Error(`"${path}": a route is a path such as /market-watch`);
  const known = KNOWN_REMOTES[kebab];
  const key = camel(kebab);
  const route = known
    ? { name: known.route, page: known.page, path: known.path, exists: true }
    : { name: key, page: `${pascal(kebab)}Page`, path: path ?? `/${kebab}`, exists: false };
  const fallback = pascal(kebab).replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  for (const title of Object.values(titles)) {
    if (!TITLE.test(title)) throw new Error(`"${title}": a title is up to 60 characters without quotes, backslashes, braces, < > or &`);
  }
  return {
    kebab, key, dir: `mfe-${kebab}`, fed: `mfe_${kebab.replace(/-/g, '_')}`, env: kebab.replace(/-/g, '_').toUpperCase(),
    pascal: pascal(kebab), ns: kebab, route, pageFile: kebabOf(route.page).replace(/^-/, ''),
    titles: { 'zh-hk': fallback, 'zh-cn': fallback, 'en-us': fallback, ...known?.titles, ...titles },
  };
}

/** the template's placeholders and their values for these names and this port */
export function placeholders(names) {
  return {
    __KEBAB__: names.kebab, __KEY__: names.key, __FED__: names.fed, __PASCAL__: names.pascal, __CONST__: names.env,
    __NS__: names.ns, __ROUTE__: names.route.name, __PAGE_FILE__: names.pageFile, __PAGE__: names.route.page,
    __PATH__: names.route.path, __TITLE_ZH_HK__: names.titles['zh-hk'], __TITLE_ZH_CN__: names.titles['zh-cn'],
    __TITLE_EN__: names.titles['en-us'],
  };
}
