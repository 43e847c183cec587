/**
 * The geography of @portal/shared/geo is a projection of the API's reference data
 * (api/data/reference/districts.json and mtr.json, whose `sources` it carries): the fields the
 * offline map draws, nothing more. This test holds the copies to their source; after a change of
 * the reference data, run it with WRITE_GEO=1 to write them again.
 */
import fs from 'node:fs';
import path from 'node:path';

const REFERENCE = path.resolve(__dirname, '../../../api/data/reference');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(REFERENCE, file), 'utf8'));
const point = (p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng });

type Source = { asOf: string; sources: string[] };
type District = { id: string; nameShort: unknown; centroid: { lat: number; lng: number }; mainTown: { lat: number; lng: number }; subAreas: { lat: number; lng: number }[] };
type Line = { id: string; colour: string; name: unknown; stations: { code: string; name: unknown; lat: number; lng: number }[] };

function districts() {
  const ref = read('districts.json') as Source & { districts: District[] };
  return {
    source: 'api/data/reference/districts.json', asOf: ref.asOf, sources: ref.sources,
    districts: ref.districts.map((d) => ({
      id: d.id, nameShort: d.nameShort, centroid: point(d.centroid), mainTown: point(d.mainTown), subAreas: d.subAreas.map(point),
    })),
  };
}

function mtr() {
  const ref = read('mtr.json') as Source & { lines: Line[] };
  return {
    source: 'api/data/reference/mtr.json', asOf: ref.asOf, sources: ref.sources,
    lines: ref.lines.map((l) => ({
      id: l.id, colour: l.colour, name: l.name, stations: l.stations.map((s) => ({ code: s.code, name: s.name, ...point(s) })),
    })),
  };
}

it.each([
  ['hk-districts.json', districts],
  ['hk-mtr.json', mtr],
])('%s is the projection of the API reference data', (file, project) => {
  const target = path.join(__dirname, file);
  if (process.env.WRITE_GEO === '1') fs.writeFileSync(target, `${JSON.stringify(project())}\n`);
  expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toEqual(project());
});
