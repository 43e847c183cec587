/**
 * The federation runtime a remote's standalone page runs before the remote's own scripts. The
 * remotes' browser builds take the runtime from the page (Module Federation's externalRuntime):
 * on the site's pages the shell provides it, here this script does (scripts/rspack-app.mjs,
 * standaloneRuntimeConfig).
 */
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
