/** property-tips: tips, the encyclopedia and FAQ lists, their categories and their search (spec 2.4). */
export { GuidesPage } from './components/guides-page';
export { GuidesSearch, GUIDE_KINDS, type GuideKind } from './components/guides-search';
export { useGuideCategory } from './components/guide-categories';
