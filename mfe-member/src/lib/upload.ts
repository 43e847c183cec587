import { ApiFailure, getApiConfig } from '@portal/shared/api';

/**
 * Sends a file's bytes as the body of a POST (a listing photo, a payment proof): the client's
 * call() sends JSON, so this uses fetch with the same common headers (spec 7.1) and the
 * browser's cookies (the session), and reads the API's envelope the same way.
 */
export async function uploadBytes<T>(path: string, query: Record<string, string>, file: Blob): Promise<T> {
  const config = getApiConfig();
  const headers: Record<string, string> = {
    'content-type': file.type || 'application/octet-stream',
    language: config.getLanguage(),
    platform: config.platform?.() ?? 'pc',
    cityen: 'hk',
  };
  const token = config.getToken?.();
  if (token) headers.token = token;
  const url = `${config.baseURL}${path}?${new URLSearchParams(query).toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: file, headers, credentials: 'include' });
  } catch (error) {
    throw ApiFailure.client('network', `${path}: ${error instanceof Error ? error.message : 'network error'}`, path, error);
  }
  const answer = (await response.json().catch(() => undefined)) as { code?: number; result?: T; message?: string; messageKey?: string } | undefined;
  if (answer?.code === 0 && response.ok) return answer.result as T;
  throw new ApiFailure({ code: answer?.code ?? response.status, status: response.status, message: answer?.message ?? `HTTP ${response.status}`, messageKey: answer?.messageKey, endpoint: path });
}
