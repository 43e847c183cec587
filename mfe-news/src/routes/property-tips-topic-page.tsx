import PropertyTipsCategoryPage from './property-tips-category-page';

/** propertyTipsTopic: /property-tips/t{tId}[/{title}]: a sub-category, shown as a category page */
export default PropertyTipsCategoryPage;
