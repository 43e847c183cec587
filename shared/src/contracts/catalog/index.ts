/** Catalog contracts: listings, estates, new estates, deals, companies, dictionaries, content. */
export {};
