/**
 * What each state of an own listing lets its owner do (spec 4.1), and where each action leads.
 * The API enforces these; the member centre shows `actions` as its buttons.
 */
import { OWN_LISTING_STATES, type OwnListingAction, type OwnListingState } from '@portal/shared/contracts';

const S = OWN_LISTING_STATES;
export const DELETED = 7;

const ALLOWED: Record<number, readonly OwnListingAction[]> = {
  [S.awaitingPayment]: ['edit', 'submit', 'delete'],
  [S.underReview]: ['delete'],
  [S.notApproved]: ['edit', 'submit', 'delete'],
  [S.effective]: ['edit', 'hide', 'delete'],
  [S.expired]: ['renew', 'delete'],
  [S.hidden]: ['show', 'delete'],
};

/** the state a listing is in now: an effective one past its expiry has expired */
export function currentStatus(status: number, expiresAt: Date | string): number {
  return status === S.effective && new Date(expiresAt).getTime() <= Date.now() ? S.expired : status;
}

export function actionsOf(status: number): OwnListingAction[] {
  return [...(ALLOWED[status] ?? [])];
}

export function stateName(status: number): OwnListingState | null {
  const hit = Object.entries(S).find(([, v]) => v === status);
  return hit ? (hit[0] as OwnListingState) : null;
}

/** the status after `action` from `status` (delete excepted), or undefined when it is not allowed */
export function nextStatus(status: number, action: Exclude<OwnListingAction, 'edit'>, expiresAt: Date | string): number | undefined {
  if (!actionsOf(status).includes(action)) return undefined;
  switch (action) {
    case 'submit':
      return S.underReview;
    case 'hide':
      return S.hidden;
    case 'show':
      return new Date(expiresAt).getTime() > Date.now() ? S.effective : S.expired;
    case 'renew':
      return S.effective;
    case 'delete':
      return DELETED;
  }
}

/**
 * The status after an edit: a listing not yet effective or refused waits to be submitted again;
 * an effective one goes back to review, unless only its price fell (a price cut shows at once).
 */
export function statusAfterEdit(status: number, onlyPriceFell: boolean): number {
  if (status === S.effective) return onlyPriceFell ? S.effective : S.underReview;
  return S.awaitingPayment;
}
