/**
 * Spec 8: a company that does not exist redirects to the agent list page, which says so. The
 * redirect carries this history state; the list page shows the notice while it is there.
 */
export const COMPANY_NOT_FOUND_STATE = { notice: 'companyNotFound' } as const;

export function isCompanyNotFoundState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { notice?: unknown }).notice === COMPANY_NOT_FOUND_STATE.notice;
}
