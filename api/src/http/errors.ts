import { API_MESSAGES, ERROR_CODES, formatApiMessage, type ErrorCodeName, type Language, type Localized } from '@portal/shared/contracts';

/**
 * A failure the API answers on purpose. `key` names a message of API_MESSAGES (or of a
 * domain table passed as `table`), localized by the request's language when sent.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorCodeName,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
    readonly table: Record<string, Localized> = API_MESSAGES,
  ) {
    super(key);
  }
  get status(): number {
    return ERROR_CODES[this.kind];
  }
  localized(language: Language): string {
    return formatApiMessage(this.table, this.key, language, this.params);
  }
}

export const notFound = (field?: string) => new ApiError('notFound', 'notFound', {}, field);
export const forbidden = () => new ApiError('forbidden', 'forbidden');
export const unauthorized = () => new ApiError('unauthorized', 'unauthorized');
export const badRequest = (detail: string, field?: string) =>
  new ApiError('badRequest', 'invalidRequest', { detail }, field);
