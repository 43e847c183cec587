/**
 * An agency branch as GetAgentCompanyById and SearchCompany return it. The contract types
 * `branches` as unknown[]; this reads each entry and drops any that lacks a store id or a name,
 * or has a field of the wrong type. Plain checks rather than a schema: the agency pages run in
 * the browser, where zod stays out.
 */
export interface Branch {
  storeId: number;
  name: string;
  phone?: string;
  address?: string;
  districtCode?: string;
  areaCode?: string;
}

const TEXT_FIELDS = ['phone', 'address', 'districtCode', 'areaCode'] as const;

function branchOf(raw: unknown): Branch | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const { storeId, name } = entry;
  if (typeof storeId !== 'number' || !Number.isInteger(storeId) || typeof name !== 'string' || name === '') return undefined;
  const branch: Branch = { storeId, name };
  for (const field of TEXT_FIELDS) {
    const value = entry[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    branch[field] = value;
  }
  return branch;
}

export function branchesOf(raw: readonly unknown[]): Branch[] {
  return raw.flatMap((entry) => {
    const branch = branchOf(entry);
    return branch ? [branch] : [];
  });
}
