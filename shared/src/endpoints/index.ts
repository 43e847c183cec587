/**
 * @portal/shared/endpoints: what a browser app needs at run time to talk to the API, without zod
 * and without the contract schemas (they cost a first load ~40 KB gzip and the time to build
 * a few hundred schemas). Every endpoint of @portal/shared/contracts as an EndpointRef, typed by
 * its schemas, plus the zod-free helpers (languages, messages, constants). Types come from
 * `import type ... from '@portal/shared/contracts'`; form schemas from @portal/shared/forms.
 */
export * from './endpoints.generated';
export { endpointRef } from './ref';
export * from '../contracts/language';
export * from '../contracts/errors';
export * from '../contracts/constants';
export * from '../contracts/member/messages';
