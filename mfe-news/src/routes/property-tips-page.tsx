import PropertyTipsArticlePage from './property-tips-article-page';

/** propertyTips: /property-tips/{id}: the article of that id */
export default PropertyTipsArticlePage;
