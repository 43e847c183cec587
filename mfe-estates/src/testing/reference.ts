/** The reference lists of the estate filter, as the API answers them. */
const area = (code: string, name: string, level: number) => ({ gscopeCode: code, gscopeNameWithCulture: name, level, lat: null, lng: null, schoolNet: [] });
const band = (itemName: string, value: string, name: string, sort: number) => ({
  itemName, dictionaryValue: value, dictionaryNameWithCulture: name, parentDictionaryValue: null, sort, children: [],
});

export const GSCOPE = [
  { ...area('HK', 'Hong Kong Island', 1), children: [{ ...area('HK-CW', 'Central and Western', 2), children: [] }, { ...area('HK-EA', 'Eastern', 2), children: [] }] },
  { ...area('KLN', 'Kowloon', 1), children: [{ ...area('KLN-YTM', 'Yau Tsim Mong', 2), children: [] }] },
];
export const LINES = [{
  lineID: 2, code: 'ISL', nameWithCulture: 'Island Line', color: '#0860a8',
  stations: [{ stationID: 30, code: 'TAK', nameWithCulture: 'Tai Koo', lat: 22.2846, lng: 114.2163, seq: 12 }],
}];
export const SCHOOL_NETS = {
  items: [
    { code: '14', kind: 'primary', nameWithCulture: 'School Net 14 (Eastern)', districtCode: 'HK-EA', districtNameWithCulture: 'Eastern' },
    { code: 'S-EA', kind: 'secondary', nameWithCulture: 'Eastern Secondary School Net', districtCode: 'HK-EA', districtNameWithCulture: 'Eastern' },
  ],
  total: 2, pageIndex: 1, pageCount: 200,
};
export const PRICE_BANDS = [
  band('PracticalFootPrice', '0-8000', 'Below $8,000', 1), band('PracticalFootPrice', '8000-10000', '$8,000 - $10,000', 2),
  band('PracticalFootPrice', '15000-20000', '$15,000 - $20,000', 3),
];
export const AGE_BANDS = [band('BuildingAge', '0-5', '5 years or less', 1), band('BuildingAge', '41-999', 'Over 40 years', 2)];

/** answerApi's table for the reference calls */
export const REFERENCE_ANSWERS = {
  '/DictionaryInfo/GetGscope': GSCOPE,
  '/DictionaryInfo/GetAllSubwayline': LINES,
  '/DictionaryInfo/GetSchoolNetGscope': SCHOOL_NETS,
};
