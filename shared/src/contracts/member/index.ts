/** Member contracts: users and sessions, bookmarks, messages, captcha, reports, subscriptions. */
export {};
