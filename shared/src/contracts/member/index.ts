/** Member contracts: users and sessions, bookmarks, messages, captcha, reports, subscriptions. */
export * from './messages';
export * from './content-check';
export * from './fields.schema';
export * from './forms.schema';
export * from './summaries';
export * from './users';
export * from './account';
export * from './watches';
export * from './collections';
export * from './visitor-collections';
export * from './leave-messages';
export * from './captcha';
export * from './reports';
export * from './subscriptions';
export * from './evaluations';
export * from './contact';
export * from './orders';
