/**
 * The one error type every API call rejects with. `code` is the envelope's code when the server
 * answered one, else the HTTP status, else one of CLIENT_FAILURE_CODES.
 */
export const CLIENT_FAILURE_CODES = {
  network: -1,
  timeout: -2,
  cancelled: -3,
  invalidResponse: -4,
} as const;
export type ClientFailureKind = keyof typeof CLIENT_FAILURE_CODES;

export interface ApiFailureInit {
  message: string;
  code: number;
  /** HTTP status, 0 when no response arrived */
  status: number;
  messageKey?: string;
  field?: string;
  cancelled?: boolean;
  /** the endpoint name, e.g. 'Property/SearchProperty' */
  endpoint?: string;
  cause?: unknown;
}

export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  readonly code: number;
  readonly status: number;
  readonly messageKey?: string;
  readonly field?: string;
  readonly cancelled: boolean;
  readonly endpoint?: string;

  constructor(init: ApiFailureInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.field = init.field;
    this.cancelled = init.cancelled ?? false;
    this.endpoint = init.endpoint;
  }

  /** A failure raised on the client side (no server envelope). */
  static client(kind: ClientFailureKind, message: string, endpoint?: string, cause?: unknown): ApiFailure {
    return new ApiFailure({
      message,
      code: CLIENT_FAILURE_CODES[kind],
      status: 0,
      messageKey: kind,
      cancelled: kind === 'cancelled',
      endpoint,
      cause,
    });
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}
