import { AGENT_ORDERS } from '@portal/shared/endpoints';
import { AGENT_SORTS, COMPANY_SORTS, agentOrderOf, requestOrderOf, urlOrderOf } from './agent-sort';
import { directoryOfSegment, segmentOf } from './directory';

describe('agent sorts (spec 3.4) and the request', () => {
  it.each([
    [undefined, 'Default', undefined],
    [0, 'Default', undefined],
    [1, 'AgentCount', 'AgentCount'],
    [2, 'AgentCountDesc', 'AgentCountDesc'],
    [3, 'PropertySaleCount', 'PropertySaleCount'],
    [4, 'PropertySaleCountDesc', 'PropertySaleCountDesc'],
    [5, 'PropertyRentCount', 'PropertyRentCount'],
    [6, 'PropertyRentCountDesc', 'PropertyRentCountDesc'],
    [7, 'Default', undefined],
    [99, 'Default', undefined],
  ])('u%s reads as %s and sends order %s', (u, sort, sent) => {
    expect(agentOrderOf(u)).toBe(sort);
    expect(requestOrderOf(agentOrderOf(u))).toBe(sent);
  });

  it('writes every sort back to the id it was read from, Default as nothing', () => {
    for (const order of AGENT_ORDERS) expect(agentOrderOf(urlOrderOf(order))).toBe(order);
    expect(urlOrderOf('Default')).toBeUndefined();
  });

  it('goes through the list URL: /agency/u4/ sends PropertySaleCountDesc', () => {
    const dir = directoryOfSegment('u4', '');
    expect(dir?.order).toBe('PropertySaleCountDesc');
    expect(segmentOf({ page: 1, order: 'PropertyRentCountDesc' }).segment).toBe('u6');
  });

  it('offers agencies every sort and agents only the listing-count sorts', () => {
    expect([...COMPANY_SORTS].sort()).toEqual([...AGENT_ORDERS].sort());
    expect(AGENT_SORTS).not.toContain('AgentCount');
    expect(AGENT_SORTS).not.toContain('AgentCountDesc');
    expect(AGENT_SORTS[0]).toBe('Default');
  });
});
