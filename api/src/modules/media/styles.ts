/** The image styles of spec 9: width x height, or width x auto (height from the picture's own ratio). */
export const STYLES = ['1080xauto', '720x540', '640x480', '640x360', '360x270', '320x180', '300xauto', '200x160', '180x130', '150xauto'] as const;
export type Style = (typeof STYLES)[number];

export function isStyle(s: string): s is Style {
  return (STYLES as readonly string[]).includes(s);
}

/** pixel size for a style; `ratio` is width / height, used when the height is auto */
export function sizeFor(style: Style, ratio: number): { w: number; h: number } {
  const [w, h] = style.split('x') as [string, string];
  const width = Number(w);
  return { w: width, h: h === 'auto' ? Math.round(width / ratio) : Number(h) };
}
