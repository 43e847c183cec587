/**
 * Floor plans drawn from the key: `plan/<id>-<rooms>r<saleable sq ft>` (e.g. plan/S1000001-2r560).
 * Rooms are rectangles with labels and sizes, doors as swings, windows on outside walls, overall
 * dimensions, the saleable area and a north arrow. Keys without the suffix get a plan from the hash.
 */
import { doc, esc, rect, rngFor, text } from './svg';

const VW = 1000;
const VH = 760;
const FT_M = 0.3048;

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  door: 'top' | 'bottom' | 'left' | null;
  window: 'top' | 'bottom' | null;
}

export function parsePlanKey(key: string): { rooms: number; area: number } {
  const m = /-(\d)r(\d{2,5})$/.exec(key);
  if (m) return { rooms: Math.min(5, Number(m[1])), area: Math.max(120, Math.min(5000, Number(m[2]))) };
  const r = rngFor(key);
  const rooms = r.int(0, 4);
  return { rooms, area: [250, 380, 520, 720, 980][rooms] as number };
}

function ftIn(ft: number): string {
  const inches = Math.round(ft * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

function layout(rooms: number, wFt: number, dFt: number): Room[] {
  const out: Room[] = [];
  const top = rooms === 0 ? 0 : dFt * 0.46;
  const beds = Math.min(rooms, 4);
  for (let i = 0; i < beds; i++) {
    const bw = (wFt * (rooms > 3 ? 1 : 0.78)) / beds;
    out.push({ x: i * bw, y: 0, w: bw, h: top, label: i === 0 && rooms > 1 ? 'Master 主人房' : `Bedroom ${i + 1} 睡房`, door: 'bottom', window: 'top' });
  }
  if (rooms > 0 && rooms <= 3) out.push({ x: wFt * 0.78, y: 0, w: wFt * 0.22, h: top, label: 'Bath 浴室', door: 'bottom', window: 'top' });
  const by = top;
  const bh = dFt - top;
  const kitchenW = wFt * 0.24;
  out.push({ x: 0, y: by, w: wFt - kitchenW, h: bh, label: rooms === 0 ? 'Studio 開放式' : 'Living / Dining 客飯廳', door: null, window: 'bottom' });
  const split = rooms === 0 || rooms > 3;
  out.push({ x: wFt - kitchenW, y: by, w: kitchenW, h: bh * (split ? 0.55 : 1), label: 'Kitchen 廚房', door: 'left', window: split ? null : 'bottom' });
  if (split) out.push({ x: wFt - kitchenW, y: by + bh * 0.55, w: kitchenW, h: bh * 0.45, label: 'Bath 浴室', door: 'left', window: 'bottom' });
  return out;
}

export function planSvg(key: string, w: number, h: number): string {
  const { rooms, area } = parsePlanKey(key);
  const r = rngFor(key);
  const ratio = r.range(1.25, 1.6);
  const wFt = Math.sqrt(area * ratio);
  const dFt = area / wFt;
  const scale = Math.min(760 / wFt, 520 / dFt);
  const ox = 90 + (760 - wFt * scale) / 2;
  const oy = 80;
  const X = (ft: number) => ox + ft * scale;
  const Y = (ft: number) => oy + ft * scale;
  let s = rect(0, 0, VW, VH, '#FFFFFF');
  for (const rm of layout(rooms, wFt, dFt)) {
    s += rect(X(rm.x), Y(rm.y), rm.w * scale, rm.h * scale, rm.label.startsWith('Bath') ? '#EAF4F8' : rm.label.startsWith('Kitchen') ? '#F6F1E7' : '#FBFBF8', 'stroke="#2B2D42" stroke-width="5"');
    const cx = X(rm.x + rm.w / 2);
    const cy = Y(rm.y + rm.h / 2);
    s += text(cx, cy - 4, rm.label, rm.w * scale < 130 ? 12 : 16, '#2B2D42', 'middle', 600);
    s += text(cx, cy + 16, `${ftIn(rm.w)} × ${ftIn(rm.h)}`, 12, '#52616B', 'middle');
    const dw = Math.min(30, rm.w * scale * 0.35);
    if (rm.door === 'bottom') {
      const dx = X(rm.x) + 14;
      const dy = Y(rm.y + rm.h);
      s += `<path d="M${dx} ${dy} H${dx + dw}" stroke="#FBFBF8" stroke-width="7"/><path d="M${dx} ${dy} L${dx} ${dy - dw} A${dw} ${dw} 0 0 1 ${dx + dw} ${dy}" fill="none" stroke="#8D99AE" stroke-width="1.5"/>`;
    } else if (rm.door === 'left') {
      const dx = X(rm.x);
      const dy = Y(rm.y) + 14;
      s += `<path d="M${dx} ${dy} V${dy + dw}" stroke="#FBFBF8" stroke-width="7"/><path d="M${dx} ${dy} L${dx + dw} ${dy} A${dw} ${dw} 0 0 1 ${dx} ${dy + dw}" fill="none" stroke="#8D99AE" stroke-width="1.5"/>`;
    }
    if (rm.window) {
      const wy = rm.window === 'top' ? Y(rm.y) : Y(rm.y + rm.h);
      const x1 = X(rm.x) + rm.w * scale * 0.25;
      const x2 = X(rm.x) + rm.w * scale * 0.75;
      s += `<path d="M${x1} ${wy} H${x2}" stroke="#FFFFFF" stroke-width="5"/><path d="M${x1} ${wy - 3} H${x2} M${x1} ${wy + 3} H${x2}" stroke="#4281A4" stroke-width="2"/>`;
    }
  }
  const x0 = X(0);
  const x1 = X(wFt);
  const y1 = Y(dFt);
  s += `<path d="M${x0} ${oy - 30} H${x1} M${x0} ${oy - 38} V${oy - 22} M${x1} ${oy - 38} V${oy - 22}" stroke="#52616B" stroke-width="1.5"/>`;
  s += text((x0 + x1) / 2, oy - 38, `${ftIn(wFt)} (${(wFt * FT_M).toFixed(2)} m)`, 13, '#52616B', 'middle');
  s += `<path d="M${x0 - 30} ${oy} V${y1} M${x0 - 38} ${oy} H${x0 - 22} M${x0 - 38} ${y1} H${x0 - 22}" stroke="#52616B" stroke-width="1.5"/>`;
  s += `<text x="${x0 - 40}" y="${(oy + y1) / 2}" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#52616B" text-anchor="middle" transform="rotate(-90 ${x0 - 40} ${(oy + y1) / 2})">${esc(`${ftIn(dFt)} (${(dFt * FT_M).toFixed(2)} m)`)}</text>`;
  const m2 = (area * FT_M * FT_M).toFixed(1);
  s += text(90, VH - 70, `Saleable area 實用面積: ${area} sq. ft (${m2} m²)`, 20, '#2B2D42', 'start', 700);
  s += text(90, VH - 42, `${rooms === 0 ? 'Studio 開放式' : `${rooms} bedroom${rooms > 1 ? 's' : ''} ${rooms}房`} · For reference only 僅供參考`, 14, '#52616B');
  s += `<g transform="translate(920 ${VH - 90})"><path d="M0 -30 L12 10 L0 2 L-12 10 Z" fill="#2B2D42"/>${text(0, 30, 'N', 16, '#2B2D42', 'middle', 700)}</g>`;
  return doc(w, h, VW, VH, s, `Floor plan, ${area} sq ft saleable`).replace('preserveAspectRatio="xMidYMid slice"', 'preserveAspectRatio="xMidYMid meet"');
}
