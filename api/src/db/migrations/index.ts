/**
 * The ordered list of migrations. Each is a module exporting `sql`; add a new file and a line
 * here, never edit an applied one. Kept as modules (not .sql files read from disk) so they
 * travel with any bundle and need no path resolution.
 */
import * as m0000 from './0000-platform';
import * as m0001 from './0001-catalog';
import * as m0002 from './0002-member';
import * as m0003 from './0003-search-indexes';
import * as m0004 from './0004-sign-in-failures';
import * as m0005 from './0005-captcha-guard';
import * as m0007 from './0007-news-search';
import * as m0008 from './0008-member-accounts';
import * as m0009 from './0009-assistant-chat';
import * as m0012 from './0012-greater-bay-area';
import * as m0013 from './0013-payments';
import * as m0014 from './0014-search-performance';
import * as m0015 from './0015-message-authors';
import * as m0016 from './0016-market-data-version';

export const MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [
  { name: '0000-platform', sql: m0000.sql },
  { name: '0001-catalog', sql: m0001.sql },
  { name: '0002-member', sql: m0002.sql },
  { name: '0003-search-indexes', sql: m0003.sql },
  { name: '0004-sign-in-failures', sql: m0004.sql },
  { name: '0005-captcha-guard', sql: m0005.sql },
  { name: '0007-news-search', sql: m0007.sql },
  { name: '0008-member-accounts', sql: m0008.sql },
  { name: '0009-assistant-chat', sql: m0009.sql },
  { name: '0012-greater-bay-area', sql: m0012.sql },
  { name: '0013-payments', sql: m0013.sql },
  { name: '0014-search-performance', sql: m0014.sql },
  { name: '0015-message-authors', sql: m0015.sql },
  { name: '0016-market-data-version', sql: m0016.sql },
];
