/**
 * Agent sorts of spec 3.4 and their place in the list URL: the `u` code of an agency or partner
 * list holds the index of the sort in AGENT_ORDERS (u1 AgentCount ... u6 PropertyRentCountDesc);
 * Default (index 0) is never written and is sent as no order at all.
 */
import { AGENT_ORDERS } from '@portal/shared/endpoints';

export type AgentOrder = (typeof AGENT_ORDERS)[number];

/** Agencies: every agent sort. */
export const COMPANY_SORTS: readonly AgentOrder[] = [
  'Default', 'AgentCountDesc', 'AgentCount', 'PropertySaleCountDesc', 'PropertySaleCount', 'PropertyRentCountDesc', 'PropertyRentCount',
];

/** Agents and partners: the listing-count sorts (an agent has no agent count). */
export const AGENT_SORTS: readonly AgentOrder[] = [
  'Default', 'PropertySaleCountDesc', 'PropertySaleCount', 'PropertyRentCountDesc', 'PropertyRentCount',
];

/** The sort an URL order id stands for; unknown ids read as Default. */
export function agentOrderOf(urlOrder: number | undefined): AgentOrder {
  return (urlOrder !== undefined ? AGENT_ORDERS[urlOrder] : undefined) ?? 'Default';
}

/** The URL order id of a sort; undefined for Default (not written). */
export function urlOrderOf(order: AgentOrder): number | undefined {
  const i = AGENT_ORDERS.indexOf(order);
  return i > 0 ? i : undefined;
}

/** The `order` field of SearchCompany / SearchAgent: Default is left out (the server's ranking). */
export function requestOrderOf(order: AgentOrder): Exclude<AgentOrder, 'Default'> | undefined {
  return order === 'Default' ? undefined : order;
}
