/**
 * A rendered page's HTML kept so that every response gets a nonce of its own (docs/ssr.md, "The
 * page cache"). The page is rendered once with a nonce nobody else has seen (128 random bits of
 * ./security-headers newNonce); the HTML is cut at each `nonce="…"` attribute of that value, and a
 * response joins the pieces with its own nonce. Only those attributes change: the old nonce is
 * unguessable, so no text of the page (the API's data, a URL) can hold it by chance or design.
 *
 * The pieces are also kept gzip-compressed, each as raw deflate blocks ending on a byte boundary
 * (a sync flush), so a response is the pieces' blocks with the new nonce between them as a stored
 * (uncompressed) block, one gzip header, a final empty block and the checksum of the whole: a valid
 * gzip stream built without compressing anything again.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);

/** gzip's header: magic, deflate, no flags, no time, no extra flags, OS unknown */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** the last block: final, fixed Huffman codes, end of block at once */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const attribute = (nonce: string) => `nonce="${nonce}"`;

/** a stored deflate block holding `data` (at most 65535 bytes: a nonce attribute is 33) */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // not final, stored; the rest of the byte is padding
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

export class PageBody {
  /** the page's bytes between the nonce attributes */
  readonly parts: readonly Buffer[];
  /** each part as raw deflate blocks, once compressed */
  private deflated: Promise<Buffer[]> | undefined;
  private deflatedBytes = 0;

  private constructor(parts: Buffer[]) {
    this.parts = parts;
  }

  /** `html` rendered with `nonce`: cut at every `nonce="<nonce>"` attribute */
  static of(html: string, nonce: string): PageBody {
    return new PageBody(html.split(attribute(nonce)).map((part) => Buffer.from(part)));
  }

  /** what the body holds in memory: its text, and its compressed pieces once made */
  get bytes(): number {
    return this.parts.reduce((sum, part) => sum + part.length, 0) + this.deflatedBytes;
  }

  /** the page with `nonce` on its inline scripts */
  text(nonce: string): Buffer {
    const nonceBytes = Buffer.from(attribute(nonce));
    return Buffer.concat(this.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  }

  /** compresses the pieces (once; off the main thread) */
  prepareGzip(): Promise<void> {
    this.deflated ??= Promise.all(this.parts.map((part) =>
      deflateRaw(part, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }))).then((blocks) => {
      this.deflatedBytes = blocks.reduce((sum, b) => sum + b.length, 0);
      return blocks;
    });
    return this.deflated.then(() => undefined);
  }

  /** the page with `nonce`, gzip-compressed from the pieces compressed once */
  async gzip(nonce: string): Promise<Buffer> {
    await this.prepareGzip();
    const blocks = await this.deflated!;
    const nonceBytes = Buffer.from(attribute(nonce));
    const stored = storedBlock(nonceBytes);
    let crc = 0;
    let size = 0;
    const out: Buffer[] = [GZIP_HEADER];
    this.parts.forEach((part, i) => {
      if (i > 0) {
        out.push(stored);
        crc = zlib.crc32(nonceBytes, crc);
        size += nonceBytes.length;
      }
      out.push(blocks[i]!);
      crc = zlib.crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    out.push(FINAL_BLOCK, trailer);
    return Buffer.concat(out);
  }
}
