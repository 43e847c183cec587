/**
 * The remotes the shell knows, by the key used in the route table and in runtime-config.json.
 * Module Federation names must be JavaScript identifiers, so the npm folder `mfe-new-properties`
 * is the federation name `mfe_new_properties`.
 */
export const REMOTE_NAMES = {
  listings: 'mfe_listings',
  estates: 'mfe_estates',
  newProperties: 'mfe_new_properties',
  news: 'mfe_news',
  member: 'mfe_member',
  housegpt: 'mfe_housegpt',
  market: 'mfe_market',
} as const;

export type RemoteKey = keyof typeof REMOTE_NAMES;
export type RemoteName = (typeof REMOTE_NAMES)[RemoteKey];

/** local ports (docs/architecture.md, "Ports": shell 3000, remotes 3001 to 3007 in this order) */
export const REMOTE_PORTS: Record<RemoteKey, number> = {
  listings: 3001,
  estates: 3002,
  newProperties: 3003,
  news: 3004,
  member: 3005,
  housegpt: 3006,
  market: 3007,
};

export function isRemoteKey(value: string): value is RemoteKey {
  return Object.prototype.hasOwnProperty.call(REMOTE_NAMES, value);
}

/** `mfe_listings/BuyListPage` */
export function remoteModuleId(remote: RemoteKey, exposed: string): string {
  return `${REMOTE_NAMES[remote]}/${exposed}`;
}
