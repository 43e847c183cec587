/** Constants of the contracts that browser code uses at run time, without zod. */

/** Agent sorts of spec 3.4 (AgentCount applies to agencies). */
export const AGENT_ORDERS = [
  'Default', 'AgentCount', 'AgentCountDesc', 'PropertySaleCount', 'PropertySaleCountDesc', 'PropertyRentCount', 'PropertyRentCountDesc',
] as const;

/** Bookmarks a visitor may keep before signing in (spec 4.3). */
export const VISITOR_BOOKMARK_LIMIT = 20;
