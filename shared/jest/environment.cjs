/**
 * jsdom with the web platform globals that Node has and jsdom lacks (fetch's Request, Response
 * and Headers, the streams, BroadcastChannel): msw builds its answers with them. What jsdom
 * implements itself (XMLHttpRequest, AbortController, Blob, URL...) stays jsdom's, so the API
 * client runs as in a browser: its XMLHttpRequest transport, intercepted by msw.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers',
  'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoderStream', 'TextDecoderStream',
  'BroadcastChannel', 'structuredClone', 'TextEncoder', 'TextDecoder',
];

class WebPlatformJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = WebPlatformJsdomEnvironment;
