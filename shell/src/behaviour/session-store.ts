/**
 * sessionStorage, or undefined where the browser denies it (a third-party frame with storage
 * blocked, privacy modes): reading the property itself throws there, and the site must still run.
 */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
