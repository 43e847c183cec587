/** Grid clustering: listings whose screen positions share a cell become one cluster. */
export interface Positioned<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  /** stable key: the cell, or the single item's id */
  key: string;
  x: number;
  y: number;
  items: T[];
}

export function gridCluster<T extends { id: string }>(points: readonly Positioned<T>[], cellSize: number): Cluster<T>[] {
  const cells = new Map<string, Positioned<T>[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cellSize)}:${Math.floor(p.y / cellSize)}`;
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  return [...cells.entries()].map(([key, members]) => {
    const x = members.reduce((s, m) => s + m.x, 0) / members.length;
    const y = members.reduce((s, m) => s + m.y, 0) / members.length;
    const items = members.map((m) => m.item);
    return { key: items.length === 1 ? items[0]!.id : `cell-${key}`, x, y, items };
  });
}

/** Web-Mercator world pixels at a zoom (what Google Maps draws), for clustering on its map. */
export function mercatorPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}
