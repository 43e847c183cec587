/** Assistant chat contracts (spec 4.4, 7.4). */
export * from './answer';
export * from './calls';
export * from './messages';
