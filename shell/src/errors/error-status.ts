/** Spec 8: a page error's status comes from statusCode, status or the response status; else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [e.statusCode, e.status, e.response?.status]) {
    if (typeof value === 'number' && value >= 400 && value <= 599) return value;
  }
  return 500;
}

/** An error that carries its HTTP-like status (route guards, 404). */
export class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StatusError';
  }
}
