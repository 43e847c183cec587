/** Catalog contracts: listings, estates, new estates, deals, companies, dictionaries, content. */
export { propertyIdSchema } from './base';
export * from './property.schema';
export * from './property-search.schema';
export * from './property';
export * from './estate.schema';
export * from './estate';
export * from './estate-room-type';
export * from './deal';
export * from './new-estate.schema';
export * from './new-estate';
export * from './dictionary';
export * from './content';
export * from './information';
export * from './market';
export * from './seo';
export * from './fair-price';
