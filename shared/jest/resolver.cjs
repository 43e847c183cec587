/**
 * jsdom resolves packages with the browser export condition, as the apps' bundles do. msw's
 * Node interceptors (msw/node, @mswjs/interceptors) refuse that condition: they, and what they
 * import, resolve as Node resolves them.
 */
const MSW = /^(msw|@mswjs\/[^/]+)(\/|$)/;
const INSIDE_MSW = /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/;
const NODE_CONDITIONS = ['node', 'require', 'default'];

module.exports = function resolve(request, options) {
  const forMsw = MSW.test(request) || INSIDE_MSW.test(options.basedir);
  return options.defaultResolver(request, forMsw ? { ...options, conditions: NODE_CONDITIONS } : options);
};
