import { serialize } from '@portal/shared/url';
import { distanceKm, lineOf, nearestStation, stationFilter, stationsOf, type SubwayLine } from './stations';

const lines: SubwayLine[] = [
  {
    lineID: 1, code: 'TWL', nameWithCulture: 'Tsuen Wan Line', color: '#e2231a',
    stations: [
      { stationID: 71, code: 'TST', nameWithCulture: 'Tsim Sha Tsui', lat: 22.2972, lng: 114.1722, seq: 2 },
      { stationID: 70, code: 'ADM', nameWithCulture: 'Admiralty', lat: 22.2795, lng: 114.1645, seq: 1 },
    ],
  },
  {
    lineID: 2, code: 'ISL', nameWithCulture: 'Island Line', color: '#0860a8',
    stations: [
      { stationID: 70, code: 'ADM', nameWithCulture: 'Admiralty', lat: 22.2795, lng: 114.1645, seq: 5 },
      { stationID: 80, code: 'CAB', nameWithCulture: 'Causeway Bay', lat: 22.2803, lng: 114.1841, seq: 7 },
    ],
  },
];

describe('stations', () => {
  it('lists an interchange station once, with every line it is on, in line then station order', () => {
    expect(stationsOf(lines).map((s) => [s.stationID, s.lineIds])).toEqual([[70, [1, 2]], [71, [1]], [80, [2]]]);
  });

  it('measures great-circle distances in km', () => {
    // Tsim Sha Tsui to Admiralty is about 2.1 km as the crow flies
    expect(distanceKm({ lat: 22.2972, lng: 114.1722 }, { lat: 22.2795, lng: 114.1645 })).toBeCloseTo(2.12, 1);
    expect(distanceKm({ lat: 22.3, lng: 114.17 }, { lat: 22.3, lng: 114.17 })).toBe(0);
  });

  it('finds the nearest station, or none without stations', () => {
    const near = nearestStation(stationsOf(lines), { lat: 22.2815, lng: 114.1830 });
    expect(near?.station.nameWithCulture).toBe('Causeway Bay');
    expect(near?.km).toBeLessThan(0.3);
    expect(nearestStation([], { lat: 22.3, lng: 114.17 })).toBeNull();
  });

  it('keeps the chosen line when the station is on it, else takes its first line', () => {
    const [admiralty] = stationsOf(lines);
    expect(lineOf(admiralty!, 2)).toBe(2);
    expect(lineOf(admiralty!, 9)).toBe(1);
    expect(lineOf(admiralty!)).toBe(1);
  });

  it('writes a station as the list URL the filter panel reads: subway tab, line, station', () => {
    expect(serialize(stationFilter(71, 1))).toEqual({ segment: 'zl1zs71z1', query: '' });
    expect(serialize(stationFilter(71))).toEqual({ segment: 'zs71z1', query: '' });
  });
});
