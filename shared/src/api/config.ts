import type { Language } from '../contracts';
import type { ApiTransport } from './transport';

export interface ApiConfig {
  /** the API base, e.g. 'https://api.example.hk/api' (runtime-config.json apiBase) */
  baseURL: string;
  getLanguage: () => Language;
  getToken?: () => string | undefined;
  getVisitorId?: () => string | undefined;
  platform?: () => 'pc' | 'mobile';
  /** parse every result with its contract schema; default on outside production builds, which leave the check out (no zod in their bundle) */
  validateResponses?: boolean;
  /** how requests are sent (transport.ts): XMLHttpRequest in a browser, fetch on a server; tests pass their own */
  transport?: ApiTransport;
}

let current: ApiConfig | undefined;

export function configureApi(config: ApiConfig): void {
  current = config;
}

export function getApiConfig(): ApiConfig {
  if (!current) {
    throw new Error('@portal/shared/api: configureApi() must be called before the first call()');
  }
  return current;
}

export function isApiConfigured(): boolean {
  return current !== undefined;
}

/** true unless the bundle was built for production (process.env.NODE_ENV is replaced at build). */
export function defaultValidateResponses(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}
