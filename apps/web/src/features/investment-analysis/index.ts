// The investment-analysis feature's public surface for other features (its panel loads through
// dashboard/tool-panels.ts): the way a dated source is written under a figure ("Zillow ZORI, Sept 2026").
export { formatAsOf, sourceText } from './format';
