/**
 * A listing photo as uploaded: its type sniffed from its first bytes (JPEG, PNG or WebP; the
 * Content-Type a client claims is not believed), decoded and re-encoded by sharp, so what is
 * stored is a fresh JPEG without the upload's metadata (EXIF locations included): at most
 * 1080 px on its longer side, turned upright, and a 360x270 thumbnail.
 */

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** more pixels than this (about 40 megapixels) is refused before decoding */
const MAX_PIXELS = 40_000_000;

/** where a stored photo (or its thumbnail) is served */
export const photoUrl = (key: string, size?: 'thumb') => `/api/User/OwnListingPhoto/${key}.jpg${size ? `?size=${size}` : ''}`;

export type PhotoType = 'jpeg' | 'png' | 'webp';

export function sniffPhoto(bytes: Uint8Array): PhotoType | undefined {
  const at = (i: number, ...b: number[]) => b.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return undefined;
}

export interface ProcessedPhoto {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** The stored forms of `bytes`, or undefined when it is not a photo sharp can read as its sniffed type. */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto | undefined> {
  const type = sniffPhoto(bytes);
  if (!type) return undefined;
  try {
    // loaded by the first upload, not when the API starts (and every API test file loads the app)
    const { default: sharp } = await import('sharp');
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (meta.format !== type) return undefined;
    const { data: image, info } = await input
      .clone()
      .rotate()
      .resize({ width: 1080, height: 1080, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input.clone().rotate().resize(360, 270, { fit: 'cover' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    return { image, thumb, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
