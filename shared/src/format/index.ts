export {
  formatMoney,
  formatRent,
  formatUnitPrice,
  formatArea,
  formatAge,
  priceUnitLabel,
  priceToQuery,
  compactNumber,
  AREA_UNIT,
  EMPTY_VALUE,
  type MoneyOptions,
  type PriceKind,
} from './money';
export { relativeTime, formatDate, RELATIVE_DAYS_LIMIT, type DateInput } from './relative-time';
export { cleanSlug, hasEmoji, isHkMobile } from './text';
export { rangeText, validateRange, type RangeValue, type RangeError } from './range';
