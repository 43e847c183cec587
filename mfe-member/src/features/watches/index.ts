/**
 * Building watch feature: <BuildingWatches locale /> the estates and blocks followed (follow, stop);
 * <MemberNotices locale /> what happened there (new deals, listings, price cuts), read or not.
 */
export { BuildingWatches } from './components/building-watches';
export { MemberNotices } from './components/member-notices';
