/**
 * around: the place of "Listings around you" (spec 2.5 /around).
 *
 * useSubwayLines(locale)            GetAllSubwayline: MTR lines with their stations.
 * stationsOf(lines)                 every station once, with the lines it is on.
 * nearestStation(stations, point)   the closest station and its distance in km.
 * lineOf(station, chosenLine?)      the line to show for a station.
 * stationFilter(stationId, lineId?) the list filter (subway tab, zl, zs) for SearchProperty and the full-search link.
 * useLocate(onFound)                navigator.geolocation: { status, locate() }; status says why there is no position.
 * <PlacePicker .../>                line and station selects, "use my location" and its messages.
 */
export { useSubwayLines } from './api/use-subway-lines';
export { stationsOf, nearestStation, distanceKm, lineOf, stationFilter, type Station, type SubwayLine, type LatLng } from './stations';
export { useLocate, LOCATE_TIMEOUT_MS, type LocateStatus } from './use-locate';
export { PlacePicker, type PlacePickerProps } from './components/place-picker';
