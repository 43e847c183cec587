/**
 * An agency branch as GetAgentCompanyById and SearchCompany return it. The contract types
 * `branches` as unknown[]; this reads each entry and drops any that lacks a name.
 */
import { z } from 'zod';

export const branchSchema = z.object({
  storeId: z.number().int(),
  name: z.string().min(1),
  phone: z.string().optional(),
  address: z.string().optional(),
  districtCode: z.string().optional(),
  areaCode: z.string().optional(),
});
export type Branch = z.infer<typeof branchSchema>;

export function branchesOf(raw: readonly unknown[]): Branch[] {
  return raw.flatMap((b) => {
    const parsed = branchSchema.safeParse(b);
    return parsed.success ? [parsed.data] : [];
  });
}
