/** estate-map: an estate and its nearest estates on the listings remote's map (spec 2.2 /estate-map/{estateId}). */
export { EstateMap, NEARBY_ON_MAP } from './components/estate-map';
export { EstatesOnMap } from './components/estates-on-map';
