/**
 * The address of a page's preview image (og:image): a 1200x630 PNG the API draws from a media
 * picture (a listing's first photo, an estate's, an article's cover) with a label (the price),
 * content-addressed: `v` is a hash of the drawing's version and every input, so the API can cache
 * it for a year and refuse any other combination.
 */
export const OG_IMAGE_VERSION = 1;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** FNV-1a, 32 bits, over the UTF-16 code units, as 8 hex digits: the same in the browser and the API */
export function ogHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function ogInputs(kind: string, key: string, label: string): string {
  return `${OG_IMAGE_VERSION}|${kind}|${key}|${label}`;
}

const MEDIA = /^(.*\/Media)\/([a-z]+)\/([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.svg(?:\?.*)?$/;

/** the preview image of a media picture ('/api/Media/photo/k.svg'), or undefined for any other address */
export function ogImageUrl(picture: string | null | undefined, label = ''): string | undefined {
  const m = picture ? MEDIA.exec(picture) : null;
  if (!m) return undefined;
  const [, base, kind, key] = m as unknown as [string, string, string, string];
  const query = new URLSearchParams();
  if (label) query.set('label', label);
  query.set('v', ogHash(ogInputs(kind, key, label)));
  return `${base}/og/${kind}/${key}.png?${query.toString()}`;
}
