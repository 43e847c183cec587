/**
 * The address of a page's preview image (og:image): a 1200x630 PNG the API draws from a media
 * picture (a listing's first photo, an estate's, an article's cover) with a label (the price),
 * content-addressed: `v` is a hash of the drawing's version and every input, so the API can cache
 * it for a year and refuse any other combination (contracts/catalog/seo.ts).
 */
import { mediaUrl } from '../api/media-url';
import { ogHash, ogInputs } from '../contracts/catalog/seo';

export { OG_IMAGE_SIZE, OG_IMAGE_VERSION, ogHash, ogInputs } from '../contracts/catalog/seo';

const MEDIA = /^(.*\/Media)\/([a-z]+)\/([A-Za-z0-9][A-Za-z0-9_-]{0,119})\.svg(?:\?.*)?$/;

/**
 * the preview image of a media picture ('/api/Media/photo/k.svg'), on the API's origin as the
 * picture's own address is (mediaUrl), or undefined for any other address
 */
export function ogImageUrl(picture: string | null | undefined, label = ''): string | undefined {
  const address = mediaUrl(picture);
  const m = address ? MEDIA.exec(address) : null;
  if (!m) return undefined;
  const [, base, kind, key] = m as unknown as [string, string, string, string];
  const query = new URLSearchParams();
  if (label) query.set('label', label);
  query.set('v', ogHash(ogInputs(kind, key, label)));
  return `${base}/og/${kind}/${key}.png?${query.toString()}`;
}
