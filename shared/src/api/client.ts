/**
 * call(): the one way every app talks to the API (spec 7.1). Common params go as headers on
 * POST and as query params on GET; the envelope `{ code: 0, result }` resolves `result`;
 * everything else rejects an ApiFailure.
 */
import type { BodyOf, EndpointRef, Language, QueryOf, ResultOf } from '../contracts/core';
import { normalizeLanguage } from '../contracts/language';
import { ApiFailure, isApiFailure } from './api-failure';
import { defaultValidateResponses, getApiConfig, type ApiConfig } from './config';
import { trackEnd, trackStart } from './request-tracker';
import { defaultTransport, RequestAborted, type ApiResponse, type ApiTransport } from './transport';

export const REQUEST_TIMEOUT_MS = 15_000;
export const CITY = 'hk';

export interface CallOptions<E extends EndpointRef> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** overrides the current language for this call */
  language?: Language;
  signal?: AbortSignal;
  /** count this request in the route loading bar (default true) */
  loadingBar?: boolean;
  /** send no token header (the ad loader) */
  noToken?: boolean;
}

let platformTransport: ApiTransport | undefined;
function transportOf(config: ApiConfig): ApiTransport {
  return config.transport ?? (platformTransport ??= defaultTransport());
}

function languageOf(options: CallOptions<EndpointRef>, config: ApiConfig): Language {
  const fromQuery = normalizeLanguage((options.query as Record<string, unknown> | undefined)?.language);
  return options.language ?? fromQuery ?? config.getLanguage();
}

function commonHeaders(options: CallOptions<EndpointRef>, config: ApiConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = options.noToken ? undefined : config.getToken?.();
  if (token) headers.token = token;
  const visitorId = config.getVisitorId?.();
  if (visitorId) headers.visitorId = visitorId;
  return headers;
}

/** the `result` of a success envelope, unchecked; anything else rejects an ApiFailure */
function readEnvelope<E extends EndpointRef>(endpoint: E, response: ApiResponse): unknown {
  const data: unknown = response.data;
  const status = response.status;
  const envelope = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  if (envelope && envelope.code === 0 && status < 400) return envelope.result;
  if (envelope && typeof envelope.code === 'number') {
    throw new ApiFailure({
      code: envelope.code === 0 ? status : envelope.code,
      status,
      message: typeof envelope.message === 'string' ? envelope.message : `HTTP ${status}`,
      messageKey: typeof envelope.messageKey === 'string' ? envelope.messageKey : undefined,
      field: typeof envelope.field === 'string' ? envelope.field : undefined,
      endpoint: endpoint.name,
    });
  }
  if (status >= 400) {
    throw new ApiFailure({ code: status, status, message: `HTTP ${status}`, endpoint: endpoint.name });
  }
  throw ApiFailure.client('invalidResponse', `Response of ${endpoint.name} is not an API envelope`, endpoint.name);
}

async function send<E extends EndpointRef>(endpoint: E, options: CallOptions<E>, config: ApiConfig): Promise<ResultOf<E>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const common = { language: languageOf(options, config), platform: config.platform?.() ?? 'pc', cityen: CITY };
  const isGet = endpoint.method === 'GET';
  const query = (options.query ?? {}) as Record<string, unknown>;
  try {
    if (controller.signal.aborted) throw new RequestAborted();
    const response = await transportOf(config)({
      baseURL: config.baseURL,
      url: endpoint.path,
      method: isGet ? 'get' : 'post',
      params: isGet ? { ...query, ...common } : query,
      headers: isGet ? commonHeaders(options, config) : { ...commonHeaders(options, config), ...common },
      data: isGet || options.body === undefined ? undefined : JSON.stringify(options.body),
      // the session is the API's HttpOnly cookie (member-session.ts): the browser sends it with
      // credentials, except on the calls that must go without the member's identity
      withCredentials: !options.noToken,
      signal: controller.signal,
    });
    const result = readEnvelope(endpoint, response);
    // development builds and tests parse every result with its contract; production builds leave
    // the check (and zod with the schemas) out of the bundle
    if (process.env.NODE_ENV !== 'production' && (config.validateResponses ?? defaultValidateResponses())) {
      const { parseResult } = await import('./validate-result');
      return parseResult(endpoint, result) as ResultOf<E>;
    }
    return result as ResultOf<E>;
  } catch (error) {
    if (isApiFailure(error)) throw error;
    if (timedOut) {
      throw ApiFailure.client('timeout', `${endpoint.name} timed out after ${REQUEST_TIMEOUT_MS} ms`, endpoint.name, error);
    }
    if (error instanceof RequestAborted || controller.signal.aborted) {
      throw ApiFailure.client('cancelled', `${endpoint.name} was cancelled`, endpoint.name, error);
    }
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw ApiFailure.client('network', `${endpoint.name}: ${message}`, endpoint.name, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

export async function call<E extends EndpointRef>(endpoint: E, options: CallOptions<E> = {}): Promise<ResultOf<E>> {
  const config = getApiConfig();
  const tracked = options.loadingBar !== false;
  if (tracked) trackStart();
  try {
    const result = await send(endpoint, options, config);
    if (tracked) trackEnd(false);
    return result;
  } catch (error) {
    const failure = error as ApiFailure;
    if (tracked) trackEnd(!failure.cancelled);
    // spec 8: failed requests are logged to the console; the caller decides what the user sees
    if (!failure.cancelled) console.warn(`[api] ${endpoint.name} failed (${failure.code}): ${failure.message}`);
    throw failure;
  }
}
