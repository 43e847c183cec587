/**
 * How call() sends a request: a function from a request to its status and body, so that the
 * client does not depend on one HTTP library. The browser sends with XMLHttpRequest
 * (`xhrTransport`), a server with fetch (`fetchTransport`); tests pass their own.
 *
 * The client used to send with axios: in the browser, its 20 KB (gzip) were a fifth of the
 * shell's start-up JavaScript, and on a phone evaluating it and making its first request cost
 * about 120 ms of main thread, for what these few lines do.
 */

export interface ApiRequest {
  /** the API base, e.g. 'https://api.example.hk/api' */
  baseURL: string;
  /** the endpoint's path, e.g. '/Property/SearchProperty' */
  url: string;
  method: 'get' | 'post';
  /** the query string's parameters: undefined and null are left out, arrays repeat their name */
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** the JSON body of a POST */
  data?: string;
  /** send the browser's cookies to another origin (the API's session cookie) */
  withCredentials: boolean;
  signal: AbortSignal;
}

export interface ApiResponse {
  status: number;
  /** the body, parsed when it is JSON, else as text ('' when empty) */
  data: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/** thrown by a transport when the request's signal aborts it */
export class RequestAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'RequestAborted';
  }
}

/** the request's full URL: base, path and query string */
export function requestUrl(request: Pick<ApiRequest, 'baseURL' | 'url' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(name, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = query.toString();
  return `${request.baseURL}${request.url}${text ? `?${text}` : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function headersOf(request: ApiRequest): Record<string, string> {
  return request.data === undefined ? request.headers : { 'Content-Type': 'application/json', ...request.headers };
}

/** The browser's transport. */
export const xhrTransport: ApiTransport = (request) =>
  new Promise<ApiResponse>((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new RequestAborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), requestUrl(request), true);
    for (const [name, value] of Object.entries(headersOf(request))) xhr.setRequestHeader(name, value);
    xhr.withCredentials = request.withCredentials;
    const onAbort = () => xhr.abort();
    request.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new Error('Network Error'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new RequestAborted());
    };
    xhr.send(request.data ?? null);
  });

/** A server's transport (Node's fetch), with headers of its own added to every request. */
export function fetchTransport(extraHeaders: Record<string, string> = {}): ApiTransport {
  return async (request) => {
    try {
      const response = await fetch(requestUrl(request), {
        method: request.method.toUpperCase(),
        headers: { ...headersOf(request), ...extraHeaders },
        body: request.data,
        signal: request.signal,
      });
      return { status: response.status, data: parseBody(await response.text()) };
    } catch (error) {
      if (request.signal.aborted) throw new RequestAborted();
      throw error;
    }
  };
}

/** XMLHttpRequest where there is one (a browser, jsdom), else fetch */
export function defaultTransport(): ApiTransport {
  return typeof XMLHttpRequest === 'undefined' ? fetchTransport() : xhrTransport;
}
