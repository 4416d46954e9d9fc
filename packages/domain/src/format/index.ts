export { formatCurrency, type CurrencyOptions } from './currency';
export { formatLongDate, MONTH_NAMES, monthNumber } from './months';
export { formatPercent, type PercentOptions } from './percent';
export { formatPlaceList, formatPlaceName, uniquePlaces } from './place-names';
export { endSentence, listText, plural } from './text';
export { formatTitle } from './title-case';
export { developerTextIn } from './developer-text';
