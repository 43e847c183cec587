/**
 * The @portal/shared modules of the shell's server, by request name: a remote's server bundle
 * require()s them (rspack-app.mjs serverConfig keeps them external) and gets these very
 * instances, as a remote in the browser gets the shell's through Module Federation's share
 * scope: one route table, one i18next, one API client per server.
 */
import * as api from '@portal/shared/api';
import * as calc from '@portal/shared/calc';
import * as captcha from '@portal/shared/captcha';
import * as contracts from '@portal/shared/contracts';
import * as endpoints from '@portal/shared/endpoints';
import * as format from '@portal/shared/format';
import * as forms from '@portal/shared/forms';
import * as geo from '@portal/shared/geo';
import * as i18n from '@portal/shared/i18n';
import * as mf from '@portal/shared/mf';
import * as remote from '@portal/shared/remote';
import * as routing from '@portal/shared/routing';
import * as seo from '@portal/shared/seo';
import * as storage from '@portal/shared/storage';
import * as stores from '@portal/shared/stores';
import * as ui from '@portal/shared/ui';
import * as url from '@portal/shared/url';

export const PORTAL_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  '@portal/shared/api': api,
  '@portal/shared/calc': calc,
  '@portal/shared/captcha': captcha,
  '@portal/shared/contracts': contracts,
  '@portal/shared/endpoints': endpoints,
  '@portal/shared/format': format,
  '@portal/shared/forms': forms,
  '@portal/shared/geo': geo,
  '@portal/shared/i18n': i18n,
  '@portal/shared/mf': mf,
  '@portal/shared/remote': remote,
  '@portal/shared/routing': routing,
  '@portal/shared/seo': seo,
  '@portal/shared/storage': storage,
  '@portal/shared/stores': stores,
  '@portal/shared/ui': ui,
  '@portal/shared/url': url,
};
