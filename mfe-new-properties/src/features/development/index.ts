/** development: a new development's page (spec 2.6): its header and sales status banner (4.2), tabs, terms and units. */
export { DevelopmentHeader } from './components/development-header';
export { TabNav } from './components/tab-nav';
export { IntroTab } from './components/intro-tab';
export { UnitsTab } from './components/units-tab';
export { FloorsTab } from './components/floors-tab';
export { PriceListTab } from './components/price-list-tab';
export { UnitTable } from './components/unit-table';
export { DiscountsTab } from './components/terms-tabs';
export { PaymentPlansTab } from './components/payment-plans-tab';
export { SalesStatusTab, ArrangementsTab, TransactionsTab } from './components/sale-process-tabs';
export { FloorPlansTab, BrochureTab, LinksTab } from './components/attachment-tabs';
export { RoomTypeGallery, layoutHref } from './components/room-type-tabs';
export { Loaded } from './components/loaded';
export { DEVELOPMENT_TABS, tabOf, tabHref, type DevelopmentTab } from './tabs';
export { discountsOf, netPrices, plansOf } from './net-price';
export { recordNewEstateHistory } from './record-history';
