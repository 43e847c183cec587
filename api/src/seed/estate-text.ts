/** The estate description in three languages, from its facts. */
import type { Estate } from './estates';
import { t, type L } from './text';
import { FACILITIES } from './vocab/names';

export function estateDescription(e: Estate): L {
  const year = e.occupation.slice(0, 4);
  const blocks = e.buildings.length;
  const fac = e.facilityIds.map((id) => FACILITIES[id - 1]).filter((f): f is (typeof FACILITIES)[number] => !!f);
  const walk = Math.max(1, Math.round(e.stationDistance / 80));
  const facZh = fac.length ? `屋苑設施包括${fac.map((f) => f[0]).join('、')}。` : '';
  const facEn = fac.length ? ` Facilities include ${fac.map((f) => f[1].toLowerCase()).join(', ')}.` : '';
  const near = e.stationDistance <= 1200
    ? [`距離港鐵${e.station.name['zh-hk']}站約${e.stationDistance}米，步行約${walk}分鐘。`, ` It is about ${e.stationDistance} m from ${e.station.name['en-us']} MTR station, roughly a ${walk}-minute walk.`]
    : [`最近的港鐵站為${e.station.name['zh-hk']}站，約${(e.stationDistance / 1000).toFixed(1)}公里，設有巴士及小巴接駁。`, ` The nearest MTR station is ${e.station.name['en-us']}, about ${(e.stationDistance / 1000).toFixed(1)} km away, linked by bus and minibus.`];
  return t(
    `${e.name['zh-hk']}位於${e.district.name['zh-hk']}${e.area.name['zh-hk']}，於${year}年入伙，共${blocks}座，` +
      `提供${e.unitCount.toLocaleString('en-US')}個單位，最高${e.storeys}層。${near[0]}${facZh}` +
      `屋苑屬${e.primaryNet}小一校網，由${e.manager['zh-hk']}管理。`,
    `${e.name['en-us']} is in ${e.area.name['en-us']}, ${e.district.name['en-us']}. Completed in ${year}, it has ${blocks} ` +
      `block${blocks > 1 ? 's' : ''} with ${e.unitCount.toLocaleString('en-US')} flats, up to ${e.storeys} storeys.${near[1]}${facEn}` +
      ` The estate is in Primary One Admission school net ${e.primaryNet} and is managed by ${e.manager['en-us']}.`,
  );
}
