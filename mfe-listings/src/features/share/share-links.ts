/** Share targets of spec 2.6: a messaging-app link (WhatsApp) and a social-network link (Facebook). */
export function whatsAppShareUrl(url: string, title?: string): string {
  const text = title ? `${title} ${url}` : url;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
