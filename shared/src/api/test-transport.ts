/** Test helper: a transport that records requests and answers from a handler. */
import { RequestAborted, type ApiRequest, type ApiResponse, type ApiTransport } from './transport';

export interface Reply {
  status?: number;
  data?: unknown;
  /** never answer (until aborted) */
  hang?: boolean;
  /** fail like a broken connection */
  networkError?: boolean;
}

export function mockTransport(handler: (request: ApiRequest) => Reply) {
  const requests: ApiRequest[] = [];
  const transport: ApiTransport = (request) => {
    requests.push(request);
    const reply = handler(request);
    return new Promise<ApiResponse>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new RequestAborted()), { once: true });
      if (reply.hang) return;
      if (reply.networkError) {
        reject(new Error('socket hang up'));
        return;
      }
      resolve({ data: reply.data ?? '', status: reply.status ?? 200 });
    });
  };
  return { transport, requests };
}
