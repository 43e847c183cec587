/** estate-detail: one estate (GetEstate) and the parts of its page (spec 2.6, 7.7). */
export { EstateHeader } from './components/estate-header';
export { EstateIntro } from './components/estate-intro';
export { EstateAgents } from './components/estate-agents';
export { EstateAround } from './components/estate-around';
export { EstateNearby } from './components/estate-nearby';
export { EstateNews, EstateFaq } from './components/estate-articles';
export { EstateListings, VR_LABEL } from './components/estate-listings';
export { EstateBuildings } from './components/estate-buildings';
export { EstateDemographics } from './components/estate-demographics';
export { EstateBookmark } from './components/estate-bookmark';
export { recordEstateVisit } from './record-visit';
