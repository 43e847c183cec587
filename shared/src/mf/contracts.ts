/**
 * What a remote exposes, typed once here. Every file in a remote's src/expose/ ends with
 * `export default X satisfies RemotePage` (or a widget type), so the shell and the remotes
 * cannot drift apart without a type error, with no build-time type download (dts: false).
 */
import type { ComponentType } from 'react';
import type { Language, SourceType } from '../contracts';

/** the props the shell passes to every remote page */
export interface RemotePageProps {
  /** route name of the shared route table (e.g. 'buyList') */
  routeName: string;
  /** params matched from the path pattern */
  params: Readonly<Record<string, string>>;
  locale: Language;
  /** the query string, with its leading '?' or empty */
  search: string;
}
export type RemotePage = ComponentType<RemotePageProps>;

/** mfe_listings/LatestListingsWidget: the newest listings of one kind (spec 9: 9 items) */
export interface LatestListingsWidgetProps {
  locale: Language;
  /** 1 sale, 2 rent (spec 3.1) */
  rentalType: 1 | 2;
}
export type LatestListingsWidget = ComponentType<LatestListingsWidgetProps>;

/** mfe_news/FeaturedNewsWidget: featured articles (spec 9: 6 items) */
export interface FeaturedNewsWidgetProps {
  locale: Language;
}
export type FeaturedNewsWidget = ComponentType<FeaturedNewsWidgetProps>;

/** mfe_new_properties/HotNewPropertiesWidget: the most popular new developments (GetHotNewEstate) */
export interface HotNewPropertiesWidgetProps {
  locale: Language;
}
export type HotNewPropertiesWidget = ComponentType<HotNewPropertiesWidgetProps>;

/** mfe_listings/BookmarkButton: the bookmark toggle of spec 4.3, for another remote's page (a new development's) */
export interface BookmarkButtonProps {
  sourceType: SourceType;
  /** the listing's, estate's or new development's id */
  sourceId: string;
  /** 'button' with text (a detail page) or 'icon' (a card) */
  variant?: 'button' | 'icon';
  /** the sign-in link shown with the visitor's limit message */
  signInHref?: string;
}
export type BookmarkButtonWidget = ComponentType<BookmarkButtonProps>;

/** a place on mfe_listings/MapSearch: its name, a formatted figure and the page it opens */
export interface MapSearchMarker {
  id: string;
  lat: number;
  lng: number;
  title: string;
  priceText: string;
  href: string;
}
/**
 * mfe_listings/MapSearch: the map of the list pages (Google Maps with a key, else the offline map
 * of Hong Kong), with clustered markers, for another remote's page (the estate map)
 */
export interface MapSearchProps {
  listings: readonly MapSearchMarker[];
  locale: Language;
  googleMapsApiKey?: string;
  googleMapId?: string;
}
export type MapSearchWidget = ComponentType<MapSearchProps>;

/**
 * mfe_market/MortgageCalculator: the mortgage calculator of the market page (spec 2.6), which the
 * new development page loads at run time
 */
export interface MortgageCalculatorProps {
  locale: Language;
  /** the price to start from, HKD (a development's price); a typical flat's when absent */
  price?: number;
}
export type MortgageCalculatorWidget = ComponentType<MortgageCalculatorProps>;

/** mfe_estates/PopularEstatesWidget: the estates with the most deals this month (SearchEstate DealCountDesc, 6) */
export interface PopularEstatesWidgetProps {
  locale: Language;
}
export type PopularEstatesWidget = ComponentType<PopularEstatesWidgetProps>;

/**
 * mfe_estates/FairPrice: a listing's price per saleable sq ft against its estate's recent deals
 * (docs/fair-price.md), which the listing page loads at run time
 */
export interface FairPriceProps {
  locale: Language;
  /** the listing's id, e.g. 'S1000001' */
  propertyId: string;
}
export type FairPriceWidget = ComponentType<FairPriceProps>;

/**
 * Every remote also exposes `./Messages`: loading it registers the remote's i18n namespaces, which
 * starts downloading the current language's messages. The shell loads it beside the first page's
 * module, so the messages arrive with the page's chunks instead of after them.
 */
export const MESSAGES_EXPOSE = 'Messages';
/** what `<remote>/Messages` exports: the namespaces it registered */
export interface RemoteMessagesModule {
  namespaces: readonly string[];
}

/** what loadRemote() resolves for an exposed module */
export interface RemoteModule<P> {
  default: ComponentType<P>;
}

/**
 * Spec 2.7: list filter state kept in sessionStorage under this prefix (one key per samePage
 * group, e.g. 'hh:filter:propertiesList'). The shell clears every such key when the user moves
 * between pages of different samePage groups.
 */
export const FILTER_STATE_STORAGE_PREFIX = 'hh:filter:';

/** the message the shell posts to window.parent after each navigation when embedded (spec 4.8) */
export const HISTORY_MESSAGE_TYPE = 'harbourhome:history';
