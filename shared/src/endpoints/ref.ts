import type { Endpoint, EndpointRef, HttpMethod } from '../contracts/core';

/** An endpoint as the browser holds it: no schemas, only where and how to send it (name = path without '/'). */
export function endpointRef<E extends Endpoint>(method: HttpMethod, path: `/${string}`): EndpointRef<E> {
  return { name: path.slice(1), method, path };
}
