/** Base fixtures of the Greater Bay Area calls: a Shenzhen project as the API answers it in English. */
const rate = () => ({ currency: 'CNY', hkdPerUnit: 1.0975, asOf: '2026-11-20', source: 'China Foreign Exchange Trade System, RMB central parity against the Hong Kong dollar', sourceUrl: 'https://www.chinamoney.com.cn' });
const mopRate = () => ({ currency: 'MOP', hkdPerUnit: 0.97087, asOf: '2026-11-20', source: 'Monetary Authority of Macao: the pataca is linked to the Hong Kong dollar at MOP 103 = HKD 100', sourceUrl: 'https://www.amcm.gov.mo' });

const card = () => ({
  projectId: 1008, name: 'Hanlin Court', cityId: 'shenzhen', cityName: 'Shenzhen', districtId: 6, districtName: 'Futian',
  developerName: 'Nanyue Hongji', address: '354 Qingchuan Road, Futian, Shenzhen', salesStatus: 'selling', propertyType: 'Residential',
  completionYear: 2028,
  prices: {
    currency: 'CNY', unitPricePerM2: 78600, unitPricePerM2Hkd: 86264, unitPricePerFt2: 7302, unitPricePerFt2Hkd: 8014,
    totalMin: 6102000, totalMax: 11666000, totalMinHkd: 6696945, totalMaxHkd: 12803435, rate: rate(),
  },
  area: { minM2: 73.1, maxM2: 155.1, minFt2: 787, maxFt2: 1669 },
  floorplanCount: 2,
});

const project = () => ({
  ...card(),
  lat: 22.53989, lng: 114.06867,
  salesIntro: 'Hanlin Court, by Nanyue Hongji in Futian, Shenzhen: 810 homes in 4 towers, delivered fitted out, due for completion in 2028.',
  salesAddress: 'Hanlin Court sales centre, 354 Qingchuan Road, Futian, Shenzhen',
  landTenureYears: 70, decoration: 'Fitted out', plotRatio: 5, greeningRatio: 0.35, householdCount: 810, managementFeePerM2: 4.1,
  agent: { name: 'Wu Guowei', company: 'Lingnan Property Services', phone: '+86 134 7912 2771', licenceNo: 'GD-2020-708795' },
  floorplans: [
    { floorplanId: 10081, name: 'Type A', bedrooms: 2, livingRooms: 1, bathrooms: 1, areaM2: 73.1, areaFt2: 787, orientation: 'South', unitCount: 184, totalPrice: 6102000, totalPriceHkd: 6696945, description: '2 bedrooms, 1 living room, 1 bathroom; about 73.1 m² gross floor area, facing south.' },
    { floorplanId: 10082, name: 'Type B', bedrooms: 4, livingRooms: 2, bathrooms: 2, areaM2: 155.1, areaFt2: 1669, orientation: 'Southeast', unitCount: 60, totalPrice: 11666000, totalPriceHkd: 12803435, description: '4 bedrooms, 2 living rooms, 2 bathrooms; about 155.1 m² gross floor area, facing southeast.' },
  ],
  salePermits: [{ permitNo: '深房许字（2025）第012号', issuedOn: '2025-03-29', buildings: 'Towers 1 to 4', unitCount: 810, areaM2: 80190 }],
});

const city = () => ({
  cityId: 'shenzhen', code: 2, name: 'Shenzhen', lat: 22.5431, lng: 114.0579, currency: 'CNY', projectCount: 6,
  averageUnitPricePerM2: 80600, averageUnitPricePerM2Hkd: 88459,
  districts: [{ districtId: 5, name: 'Nanshan', projectCount: 2 }, { districtId: 6, name: 'Futian', projectCount: 4 }],
});

const source = (sourceId: string, title: string) => ({ sourceId, title, url: null, date: '2024-11-13', confidence: 'secondary' });

const rules = () => ({
  asOf: '2026-11-25',
  cities: [{
    cityId: 'shenzhen', cityName: 'Shenzhen', currency: 'CNY',
    eligibility: { note: 'A Hong Kong permanent resident buys with the HKID card and the Home Return Permit.', sourceId: 'consumer-council-gba' },
    minDownPayment: { fraction: 0.15, note: 'The national floor for a first home.', sourceId: 'pboc-2024-down-payment' },
    maxLoanYears: { years: 30, note: 'Banks also cap the age at the end of the loan.', sourceId: 'cbrc-loan-term' },
    referenceRate: { rate: 0.035, asOf: '2025-05-20', note: 'The 5-year LPR.', sourceId: 'lpr-2025-05' },
    taxes: [
      { ruleId: 'deed-tax', kind: 'areaRate', thresholdM2: 140, rateUpTo: 0.01, rateAbove: 0.015, name: 'Deed tax', note: "Family's only home: 1% up to 140 m², 1.5% above.", sourceId: 'mof-2024-16' },
      { ruleId: 'registration-fee', kind: 'fixed', amount: 80, name: 'Registration fee', note: 'RMB 80 a home.', sourceId: 'ndrc-2016-2559' },
    ],
    rate: rate(),
  }],
  sources: [
    source('consumer-council-gba', 'Consumer Council, GBA Residential Properties Guide'),
    source('pboc-2024-down-payment', "People's Bank of China notice on the minimum down payment"),
    source('cbrc-loan-term', 'Personal housing loans of at most 30 years'),
    source('lpr-2025-05', 'Loan Prime Rate of 20 May 2025'),
    source('mof-2024-16', 'Announcement No. 16 of 2024 (deed tax)'),
    source('ndrc-2016-2559', 'Registration fee of a home RMB 80 a case'),
  ],
});

export const GBA_RESULTS: Record<string, () => unknown> = {
  'Gba/GetCities': () => ({ cities: [city()], rates: [rate(), mopRate()] }),
  'Gba/SearchProjects': () => ({ items: [], total: 0, page: 1, pageSize: 12 }),
  'Gba/GetProject': project,
  'Gba/GetBuyingRules': rules,
};

export const GBA_ITEMS: Record<string, () => unknown> = {
  'Gba/SearchProjects': card,
};
