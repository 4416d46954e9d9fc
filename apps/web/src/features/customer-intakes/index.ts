// The customer-intakes feature's public surface for other features (its panels load through dashboard/tool-panels.ts).
export { budgetLabels, goalLabels, labelOf, timeframeLabels } from './labels';
