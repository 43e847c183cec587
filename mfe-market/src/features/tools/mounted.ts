/**
 * Whether the tools have been on screen as React's (hydrated or rendered by the browser) in this
 * visit. Until then the server's HTML of them may still stand, as a boundary React has not
 * hydrated: the module having loaded is not enough, React hydrates it a moment later.
 */
let mounted = false;

/** called by the tools once committed */
export function markToolsMounted(): void {
  mounted = true;
}

export const toolsMounted = (): boolean => mounted;
