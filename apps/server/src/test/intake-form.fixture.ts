/** A complete public-form submission for tests; override any field. */
export const intakeForm = (realtorId: number, extra: Record<string, unknown> = {}) => ({
  realtorId,
  firstName: 'Maria',
  lastName: 'Gonzalez',
  email: 'maria.gonzalez@example.com',
  phone: '(469) 555-0182',
  realEstateGoal: 'buying',
  propertyType: 'single-family',
  budgetRange: '300k-500k',
  timeframe: '1-3-months',
  currentSituation: 'first-time-buyer',
  preferredAreas: 'Frisco, McKinney',
  preApprovalStatus: 'need-help',
  hearAboutUs: 'referral',
  smsConsent: true,
  ...extra,
});
