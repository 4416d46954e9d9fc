// The leads feature's public surface for other features (its panel loads through dashboard/tool-panels.ts).
// E.g. client communication logs a sent message as an activity and refreshes the lead with these keys.
export { leadsKeys } from './api';
