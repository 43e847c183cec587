/**
 * Neutral flat-colour illustrations for listing photos, drawn from the key: the building,
 * living room, bedroom, kitchen, bathroom and the view. Marked as illustrations.
 */
import { doc, illustrationMark, PALETTES, rect, rngFor } from './svg';
import type { Rng } from '../../seed/prng';

const W = 800;
const H = 600;

function skyline(r: Rng, y0: number, colors: readonly string[], count = 14): string {
  let out = '';
  // every lit window is one subpath of a single path: a browser lays out a handful of elements
  // per picture instead of a few hundred (buildings do not overlap, so the look is the same)
  let windows = '';
  let x = -10;
  for (let i = 0; i < count && x < W; i++) {
    const w = r.int(40, 90);
    const h = r.int(80, 300);
    out += rect(x, y0 - h, w, h, colors[i % colors.length] as string);
    for (let wy = y0 - h + 12; wy < y0 - 10; wy += 18) {
      for (let wx = x + 8; wx < x + w - 10; wx += 14) if (r.chance(0.55)) windows += `M${wx} ${wy}h6v9h-6z`;
    }
    x += w + r.int(2, 10);
  }
  return windows ? `${out}<path d="${windows}" fill="#FFF6D5" opacity="0.7"/>` : out;
}

function room(r: Rng, p: readonly string[], kind: 'living' | 'bedroom' | 'kitchen' | 'bathroom'): string {
  let s = rect(0, 0, W, H * 0.68, p[0] as string) + rect(0, H * 0.68, W, H * 0.32, p[1] as string);
  const wx = r.int(60, 380);
  s += rect(wx, 70, 300, 220, '#BFE3F2') + `<path d="M${wx} 290 L${wx + 300} 290" stroke="${p[2]}" stroke-width="6"/>`;
  s += rect(wx + 147, 70, 6, 220, p[2] as string);
  if (kind === 'living') {
    s += rect(120, 330, 380, 110, p[3] as string, 'rx="18"') + rect(140, 300, 340, 60, p[3] as string, 'rx="14" opacity="0.85"');
    s += rect(560, 380, 160, 18, p[2] as string) + rect(600, 398, 10, 60, p[2] as string) + rect(670, 398, 10, 60, p[2] as string);
    s += `<circle cx="640" cy="360" r="22" fill="${p[4]}"/>`;
    s += `<ellipse cx="330" cy="500" rx="260" ry="40" fill="${p[4]}" opacity="0.35"/>`;
    s += rect(60, 150, 6, 290, p[2] as string) + `<path d="M38 150 L88 150 L76 110 L50 110 Z" fill="${p[4]}"/>`;
    s += rect(wx + 330 > 700 ? 520 : wx + 330, 110, 120, 90, '#FFFFFF', `stroke="${p[2]}" stroke-width="6"`);
    s += `<path d="M${wx + 330 > 700 ? 530 : wx + 340} 190 l30 -40 l25 25 l20 -15 l35 30 Z" fill="${p[3]}" opacity="0.7"/>`;
  } else if (kind === 'bedroom') {
    s += rect(180, 300, 420, 180, p[3] as string, 'rx="10"') + rect(200, 280, 380, 50, '#FFFFFF', 'rx="10"') + rect(180, 380, 420, 100, p[4] as string, 'rx="6" opacity="0.8"');
    s += rect(640, 360, 90, 90, p[2] as string);
  } else if (kind === 'kitchen') {
    s += rect(0, 330, W, 140, p[3] as string) + rect(0, 320, W, 16, p[2] as string);
    for (let x = 30; x < W; x += 120) s += rect(x, 350, 100, 100, '#FFFFFF', 'opacity="0.15"');
    s += rect(500, 40, 260, 110, p[3] as string, 'opacity="0.9"') + `<circle cx="300" cy="328" r="16" fill="${p[4]}"/>`;
  } else {
    s += rect(0, 0, W, H, '#EEF3F6') + rect(120, 280, 300, 160, '#FFFFFF', 'rx="30"') + rect(520, 120, 180, 260, '#DCE8EE');
    for (let y = 0; y < H; y += 40) s += `<path d="M0 ${y} H${W}" stroke="#D5DEE3" stroke-width="1"/>`;
  }
  return s;
}

export function photoSvg(key: string, w: number, h: number): string {
  const r = rngFor(key);
  const p = r.pick(PALETTES);
  const n = Number(/-(\d+)$/.exec(key)?.[1] ?? r.int(1, 6));
  const scene = ['building', 'living', 'bedroom', 'kitchen', 'view', 'bathroom'][(n - 1) % 6] as string;
  let body = '';
  if (scene === 'building' || scene === 'view') {
    const dusk = r.chance(0.3);
    body += rect(0, 0, W, H, dusk ? '#F7C59F' : '#CDE7F0') + `<circle cx="${r.int(80, 720)}" cy="${r.int(60, 160)}" r="34" fill="${dusk ? '#FF9F1C' : '#FFF4C2'}"/>`;
    body += `<path d="M0 330 L120 230 L260 310 L400 200 L560 300 L700 220 L800 280 L800 600 L0 600 Z" fill="${p[2]}" opacity="0.45"/>`;
    if (scene === 'view') body += rect(0, 420, W, 180, '#5AA9C9') + skyline(r, 420, [p[3] as string, p[2] as string, '#4A5A6A'], 16);
    else body += rect(0, 500, W, 100, '#9DB17C') + skyline(r, 520, [p[1] as string, p[3] as string, p[2] as string], 9);
  } else {
    body += room(r, p, scene as 'living' | 'bedroom' | 'kitchen' | 'bathroom');
  }
  const label = { building: 'Building', view: 'View', living: 'Living room', bedroom: 'Bedroom', kitchen: 'Kitchen', bathroom: 'Bathroom' }[scene];
  return doc(w, h, W, H, body + illustrationMark(W, H), `${label} illustration`);
}
