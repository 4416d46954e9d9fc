/** The sixteen dashboard tools, in the order of spec realtor-tools §2. */
export const toolIds = [
  'overview',
  'market-analysis',
  'investment-analyzer',
  'property-valuation',
  'client-communication',
  'listing-optimization',
  'neighborhood-insights',
  'neighborhood-comparison',
  'property-descriptions',
  'lead-management',
  'social-media',
  'contract-assistance',
  'contract-deadlines',
  'trec-verification',
  'contract-health',
  'customer-intake',
] as const;

export type ToolId = (typeof toolIds)[number];

/**
 * Where each tool lives: the same folder name in `packages/contracts/src/`, `apps/server/src/features/`
 * and `apps/web/src/features/`. Several tools may share a feature (one data model, several screens).
 * See docs/adding-a-tool.md.
 */
export const toolFeatures = {
  overview: 'dashboard',
  'market-analysis': 'market-analysis',
  'investment-analyzer': 'investment-analysis',
  'property-valuation': 'property-valuations',
  'client-communication': 'client-communication',
  'listing-optimization': 'listings',
  'neighborhood-insights': 'neighborhoods',
  'neighborhood-comparison': 'neighborhoods',
  'property-descriptions': 'listings',
  'lead-management': 'leads',
  'social-media': 'social-posts',
  'contract-assistance': 'contract-analyses',
  'contract-deadlines': 'contract-analyses',
  'trec-verification': 'trec-licenses',
  'contract-health': 'contract-analyses',
  'customer-intake': 'customer-intakes',
} as const satisfies Record<ToolId, string>;

export type ToolFeature = (typeof toolFeatures)[ToolId];
