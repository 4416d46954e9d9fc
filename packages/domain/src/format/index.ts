export { formatCurrency, type CurrencyOptions } from './currency';
export { formatLongDate, MONTH_NAMES, monthNumber } from './months';
export { formatPercent, type PercentOptions } from './percent';
export { listText, plural } from './text';
