/**
 * The limit a page's scripts are measured against: the same server-rendered HTML with its scripts
 * taken out, served from this machine in the same minute. A small proxy in front of the shell's
 * page server answers every page with its <script> elements and script preloads removed and
 * passes everything else (stylesheets, images, fonts) through unchanged, compressed as the shell
 * compresses, so the two loads differ by the scripts alone.
 */
import http from 'node:http';
import zlib from 'node:zlib';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*\bas=["']?script["']?[^>]*>|<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_LINK, '');
}

const PASSED = ['content-type', 'cache-control', 'etag', 'last-modified', 'vary'];

/** starts the proxy on `port` in front of `upstream` (the shell's origin); resolves with close() */
export function startReference(port, upstream) {
  const server = http.createServer(async (req, res) => {
    try {
      const answer = await fetch(`${upstream}${req.url}`, { headers: { 'user-agent': req.headers['user-agent'] ?? '', 'accept-language': req.headers['accept-language'] ?? '' }, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? '';
      let body = Buffer.from(await answer.arrayBuffer());
      if (type.includes('text/html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      const headers = Object.fromEntries(PASSED.map((h) => [h, answer.headers.get(h)]).filter(([, v]) => v));
      if (answer.headers.get('location')) headers.location = answer.headers.get('location');
      if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && /text|javascript|json|svg|css/.test(type)) {
        body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
        headers['content-encoding'] = 'br';
      }
      res.writeHead(answer.status, headers).end(body);
    } catch (err) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve({ close: () => server.close() })));
}
