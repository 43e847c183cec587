/**
 * A bank transfer's proof as uploaded: its type read from its bytes (the name and Content-Type a
 * client claims are not believed). A JPEG, PNG or WebP picture is decoded and stored as a fresh
 * JPEG (upright, at most 2000 px, without the upload's metadata), like listing photos; a PDF is
 * kept as sent when it starts with a PDF header, ends with an end-of-file marker and carries no
 * script or launch action. Anything else is refused.
 */
import { sniffPhoto } from '../photo-image';

/** more pixels than this (about 40 megapixels) is refused before decoding */
const MAX_PIXELS = 40_000_000;
const PDF_HEADER = /^%PDF-[12]\.\d/;
/** actions a viewer would run: a PDF naming one is refused (names may hide letters as #xx) */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

export interface StoredProof {
  contentType: 'image/jpeg' | 'application/pdf';
  body: Buffer;
}

function isPdf(bytes: Buffer): boolean {
  if (!PDF_HEADER.test(bytes.subarray(0, 16).toString('latin1'))) return false;
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1').includes('%%EOF')) return false;
  const text = bytes.toString('latin1');
  const decoded = text.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return !PDF_ACTIVE.test(decoded);
}

async function reencodeImage(bytes: Buffer): Promise<Buffer | undefined> {
  const type = sniffPhoto(bytes);
  if (!type) return undefined;
  try {
    // loaded by the first upload, not when the API starts (and every API test file loads the app)
    const { default: sharp } = await import('sharp');
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    if ((await input.metadata()).format !== type) return undefined;
    return await input
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** What to store of an uploaded proof, or undefined when it is not an image or PDF we accept. */
export async function readProof(bytes: Buffer): Promise<StoredProof | undefined> {
  if (isPdf(bytes)) return { contentType: 'application/pdf', body: bytes };
  const image = await reencodeImage(bytes);
  return image ? { contentType: 'image/jpeg', body: image } : undefined;
}
