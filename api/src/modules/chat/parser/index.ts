/**
 * The assistant's question parser (spec 3.3, 4.4): a question in zh-hk, zh-cn, en-us or
 * colloquial Cantonese to the SearchProperty filter. Pure: the dictionaries come in, nothing
 * is read at parse time. A question it cannot read gets a reason to ask back, never a guess.
 */
import { blank, normalizeQuestion } from './normalize';
import { readIntent } from './intent';
import { applyPlaces, indexPlaces, readPlaces, type PlaceIndex } from './places';
import { readAge, readArea, readFloor, readRooms } from './rooms-area';
import { featureNames, readFeatures, type FeatureIndex } from './features';
import { readMoney } from './money';
import { hasLocation, refine } from './follow-up';
import type { ChatDictionaries, ChatFilter, ParseResult } from './types';

export type { ChatDictionaries, ChatFilter, ParseResult, Place, Feature, PlaceKind, ClarifyReason } from './types';

/** the dictionaries with their lookup indexes built once */
export interface Parser {
  dict: ChatDictionaries;
  places: PlaceIndex;
  features: FeatureIndex;
}

export function createParser(dict: ChatDictionaries): Parser {
  return { dict, places: indexPlaces(dict.places), features: featureNames(dict.features) };
}

/** a listing id as the site shows it: S (sale) or R (rent) and digits */
const LISTING_ID = /\b([sr]\d{5,12})\b/;

/** a sale ceiling below this is a monthly rent */
const RENT_CEILING = 300_000;

export function parseQuestion(parser: Parser, question: string, previous?: ChatFilter): ParseResult {
  const { intent, text: read } = readIntent(normalizeQuestion(question));
  const listing = LISTING_ID.exec(read);
  if (intent.evaluate && listing) return { kind: 'evaluate', propertyId: (listing[1] as string).toUpperCase(), filter: {} };
  // a listing id is not a budget
  const t0 = listing ? blank(read, listing.index, listing[0].length) : read;
  const places = readPlaces(t0, parser.places, parser.dict);
  if (places.ambiguous.length) return { kind: 'clarify', reason: 'ambiguousPlace', candidates: places.ambiguous };
  const f: ChatFilter = {};
  applyPlaces(places.found, f);
  let t = readRooms(places.text, f);
  t = readArea(t, f);
  t = readAge(t, f);
  t = readFloor(t, f);
  const money = readMoney(t, intent.money || intent.rentalType === 2);
  t = money.text;
  if (money.minPriceValue !== undefined) f.minPriceValue = money.minPriceValue;
  if (money.maxPriceValue !== undefined) f.maxPriceValue = money.maxPriceValue;
  let rentalType = intent.rentalType;
  const ceiling = f.maxPriceValue ?? f.minPriceValue;
  if (!rentalType && ceiling !== undefined) rentalType = ceiling < RENT_CEILING ? 2 : 1;
  readFeatures(t, parser.features, f, rentalType === 2);
  if (rentalType) f.rentalType = rentalType;
  if (money.unclear && f.minPriceValue === undefined && f.maxPriceValue === undefined) return { kind: 'clarify', reason: 'priceUnit' };

  if (intent.evaluate && f.estateIds?.length === 1) return { kind: 'evaluate', estateId: f.estateIds[0] as number, filter: f };
  const refining = intent.cheaper || intent.bigger || intent.smaller;
  const understood = Object.keys(f).length > 0;
  if (previous && !intent.newSearch && (intent.followUpMarker || refining || !hasLocation(f))) {
    if (!understood && !refining) return { kind: 'clarify', reason: 'notUnderstood' };
    const out = refine(previous, f, intent);
    return out ? { kind: 'search', filter: out, followUp: true } : { kind: 'clarify', reason: 'nothingToRefine' };
  }
  if (refining && !understood) return { kind: 'clarify', reason: 'nothingToRefine' };
  if (!understood) return { kind: 'clarify', reason: 'notUnderstood' };
  return { kind: 'search', filter: f, followUp: false };
}
