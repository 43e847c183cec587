/** The contract core, re-exported once for the member contracts. */
export { defineGet, definePost, pageSchema, pagingSchema, LANGUAGES, type Language, type Localized } from '../core';
export { formatApiMessage } from '../errors';
