/** Facilities, developers, agencies with branches, and their agents (some of them partners). */
import type { Rng } from './prng';
import type { Geography } from './reference';
import type { SeedRow } from './batch';
import { AGENCIES, DEVELOPERS, FACILITIES } from './vocab/names';
import { t } from './text';
import { person, type phoneFactory } from './people';

export interface Agent {
  id: number;
  companyId: number;
  districtCodes: string[];
}
export interface Parties {
  agents: Agent[];
  companyPrefix: Map<number, string>;
  rows: Record<'facilities' | 'developers' | 'companies' | 'agents', SeedRow[]>;
}

export function buildParties(rng: Rng, geo: Geography, listings: number, phone: ReturnType<typeof phoneFactory>): Parties {
  const facilities = FACILITIES.map(([zh, en, icon], i) => ({ id: i + 1, name: t(zh, en), icon }));
  const developers = DEVELOPERS.map(([zh, en, szh, sen], i) => ({ id: i + 1, name: t(zh, en), short_name: t(szh, sen) }));
  const companies: SeedRow[] = [];
  const agentsRows: SeedRow[] = [];
  const agents: Agent[] = [];
  const companyPrefix = new Map<number, string>();
  const agentTotal = Math.min(2500, Math.max(36, Math.round(listings / 20)));
  const licences = new Set<string>();
  const licence = (prefix: string) => {
    for (;;) {
      const l = `${prefix}-${String(rng.int(0, 999999)).padStart(6, '0')}`;
      if (!licences.has(l)) {
        licences.add(l);
        return l;
      }
    }
  };
  AGENCIES.forEach(([zh, en, prefix], ci) => {
    const id = ci + 1;
    companyPrefix.set(id, prefix);
    const branchDistricts = rng.sample(geo.districts, rng.int(3, 8));
    const branches = branchDistricts.map((d) => {
      const a = rng.pick(d.areas);
      const no = rng.int(1, 220);
      return {
        name: t(`${a.name['zh-hk']}分行`, `${a.name['en-us']} Branch`),
        districtCode: d.code,
        areaCode: a.code,
        address: t(`${d.name['zh-hk']}${a.name['zh-hk']}大街${no}號地下`, `G/F, ${no} Main Street, ${a.name['en-us']}, ${d.name['en-us']}`),
        phone: phone('fixed'),
      };
    });
    const hq = branches[0];
    companies.push({
      id, name: t(zh, en), license: licence('C'), phones: branches.slice(0, 2).map((b) => b.phone),
      address: hq ? hq.address : t('香港', 'Hong Kong'), branches, logo: `logo/agency-${id}`,
    });
    const share = Math.round(agentTotal / AGENCIES.length);
    for (let k = 0; k < share; k++) {
      const aid = agents.length + 1;
      const b = rng.pick(branches);
      const near = geo.districts.filter((d) => d.regionCode === b.districtCode.split('-')[0] && d.code !== b.districtCode);
      const districtCodes = [b.districtCode, ...rng.sample(near, rng.int(0, 2)).map((d) => d.code)];
      const p = person(rng);
      const mobile = phone('mobile');
      agents.push({ id: aid, companyId: id, districtCodes });
      agentsRows.push({
        id: aid, company_id: id, is_partner: rng.chance(0.3), name: p.name,
        license: licence(rng.chance(0.55) ? 'E' : 'S'), phone: mobile, whatsapp: rng.chance(0.8) ? `852${mobile}` : null,
        avatar: `avatar/agent-${aid}`, district_codes: districtCodes,
      });
    }
  });
  return { agents, companyPrefix, rows: { facilities, developers, companies, agents: agentsRows } };
}
