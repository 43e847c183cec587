/**
 * share: the detail page's share tools (spec 2.6).
 *
 * <SharePanel url title? onCopied? feedback? layout? />
 *   url       absolute URL of the current page (e.g. window.location.href). It is the text copied,
 *             the QR code's content and the link sent to WhatsApp / Facebook.
 *   title     optional listing title, placed before the URL in the WhatsApp message.
 *   onCopied  optional ({ ok, message }) => void after "copy link" (message already localized).
 *   feedback  'toast' (default): 'Link copied' (or the failure) through the shared toast, shown by
 *             the shell's <Toaster/>; 'inline': a role=status line in the panel instead.
 *   layout    'row' (desktop, default) | 'stack' (inside a mobile Sheet).
 *
 * copyText(text): Promise<boolean> clipboard helper with a textarea fallback.
 * whatsAppShareUrl(url, title?), facebookShareUrl(url): the share link builders.
 */
export { SharePanel, type SharePanelProps } from './components/share-panel';
export { copyText } from './copy-text';
export { whatsAppShareUrl, facebookShareUrl } from './share-links';
