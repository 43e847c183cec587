/**
 * The contract core, re-exported for the member contracts. The lint wall forbids `../*` imports
 * inside contracts to keep them free of other packages; ../core and ../errors are contracts
 * files themselves, so this one file crosses it on purpose.
 */
// eslint-disable-next-line no-restricted-imports -- ../core is a contracts file (see above)
export { defineGet, definePost, pageSchema, pagingSchema, LANGUAGES, type Language, type Localized } from '../core';
// eslint-disable-next-line no-restricted-imports -- ../errors is a contracts file (see above)
export { formatApiMessage } from '../errors';
