// The trec-licenses feature's public surface for other features (its panel loads through dashboard/tool-panels.ts).
// The admin panel and user table show standings and the data's source in the same words and colours.
export { licenseCountText, formatCount, formatLicenseDate, sourceLine, standingLabels, standingTones } from './labels';
