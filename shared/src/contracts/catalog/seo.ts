/**
 * The link-preview image (og:image) address: a 1200x630 PNG the API draws from a media picture
 * with a label, content-addressed by `v`, a hash of the drawing's version and its inputs, which
 * the page computes (@portal/shared/seo ogImageUrl) and the API checks. Plain code, no schema:
 * the browser runs it too.
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
