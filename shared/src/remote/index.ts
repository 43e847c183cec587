/**
 * @portal/shared/remote: what every remote's own entry builds on: its standalone development page
 * (src/bootstrap.tsx mounts the remote's pages without the shell).
 */
export { mountStandalone, StandalonePage, type StandalonePages } from './standalone';
