/**
 * Who is signed in on this browser (spec 6). The session token is the API's HttpOnly `token`
 * cookie: the client sends requests with credentials so the browser carries it, and no page script
 * ever reads it. What the pages need to know (is someone signed in, their id and name for the nav)
 * is kept here, in localStorage, holding no secret; a 401 from the API (an expired or ended session)
 * forgets it. The member pages write it at sign-in and clear it at sign-out; the shell's route check
 * and nav read it.
 */
import { readJson, removeKey, writeJson } from '../storage/safe-storage';

export const SIGNED_IN_KEY = 'hh:member';

export interface SignedInMember {
  userID: number;
  userName: string;
}

const isMember = (value: unknown): value is SignedInMember =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SignedInMember).userID === 'number' &&
  typeof (value as SignedInMember).userName === 'string';

/** The member signed in on this browser, if any. */
export function readSignedIn(): SignedInMember | undefined {
  return readJson<SignedInMember | undefined>(SIGNED_IN_KEY, undefined, isMember) ?? undefined;
}

export function rememberSignedIn({ userID, userName }: SignedInMember): void {
  writeJson(SIGNED_IN_KEY, { userID, userName });
}

export function forgetSignedIn(): void {
  removeKey(SIGNED_IN_KEY);
}
