/** Endpoint paths, shared by the server routes and the web client. `:id` style params. */
export const paths = {
  health: '/api/health',
  register: '/api/register',
  login: '/api/login',
  logout: '/api/logout',
  currentUser: '/api/auth/user',
  adminUsers: '/api/admin/users',
  adminUserPassword: '/api/admin/users/:id/password',
  adminUserSubscription: '/api/admin/users/:id/subscription',
  adminUser: '/api/admin/users/:id',
  contractAnalyses: '/api/contract-analyses',
  contractAnalysis: '/api/contract-analyses/:id',
  contractActionItem: '/api/contract-analyses/:contractId/action-items/:itemId',
  extractPdfText: '/api/extract-pdf-text',
  contractComparisons: '/api/contract-comparisons',
  generateClauses: '/api/generate-clauses',
  contractMarketInsights: '/api/contract-market-insights',
  contractDeadlines: '/api/contract-deadlines',
  contractCalendarFeed: '/api/contract-deadlines/calendar-feed',
  contractCalendarIcs: '/api/calendar/:token',
  contractHealth: '/api/contract-health',
  customerIntakes: '/api/customer-intakes',
  customerIntake: '/api/customer-intakes/:id',
  customerIntakeStats: '/api/customer-intakes/stats',
  generateIntakeLink: '/api/customer-intakes/generate-link',
  analyzeIntake: '/api/customer-intakes/:id/analyze',
  educationMaterials: '/api/customer-intakes/:id/education-materials',
  sendEducationMaterials: '/api/customer-intakes/:id/education-materials/send',
  sendSms: '/api/send-sms',
  smsMessages: '/api/sms-messages',
  smsTemplate: '/api/sms-template',
  shortFormLink: '/f/:code',
  homeResearchProfiles: '/api/home-research-profiles',
  portfolioSamples: '/api/home-research-profiles/:id/portfolio-samples',
  generateMatches: '/api/home-research-profiles/:id/generate-matches',
  realEstateApiStatus: '/api/real-estate-api-status',
} as const;

/** Fills `:name` params: `pathTo(paths.adminUser, { id: 3 })` → `/api/admin/users/3`. */
export function pathTo(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
