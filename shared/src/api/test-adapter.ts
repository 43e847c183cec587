/** Test helper: an axios adapter that records requests and answers from a handler. */
import { AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig, type AxiosResponse } from 'axios';

export interface Reply {
  status?: number;
  data?: unknown;
  /** never answer (until aborted) */
  hang?: boolean;
  /** fail like a broken connection */
  networkError?: boolean;
}

export function mockAdapter(handler: (config: InternalAxiosRequestConfig) => Reply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const reply = handler(config);
    return new Promise<AxiosResponse>((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)), { once: true });
      if (reply.hang) return;
      if (reply.networkError) {
        reject(new Error('socket hang up'));
        return;
      }
      const data = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
      resolve({ data, status: reply.status ?? 200, statusText: '', headers: new AxiosHeaders(), config });
    });
  };
  return { adapter, requests };
}
