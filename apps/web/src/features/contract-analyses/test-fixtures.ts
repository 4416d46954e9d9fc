import type { ContractAnalysis, ContractDeadlineItem, ContractHealthRecord } from '@bluebonnet/contracts';
import { addCalendarDays, civilDateInTimeZone } from '@bluebonnet/domain';

/** Today in Dallas, plus `days`: deadline fixtures stay relative to the day the tests run. */
export function dallasDay(days: number): string {
  return addCalendarDays(civilDateInTimeZone(new Date(), 'America/Chicago'), days);
}

/** A realistic analysis of a TREC 20-18 resale contract; override what the test is about. */
export function makeAnalysis(overrides: Partial<ContractAnalysis> = {}): ContractAnalysis {
  return {
    id: 1,
    number: 1,
    version: 1,
    analysedAt: '2026-11-20T15:00:00.000Z',
    versions: [],
    contractType: 'purchase',
    filename: '1204-elm-st-resale.pdf',
    contractText: 'ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE) ...',
    contractStatus: 'active',
    aiAnalysis: 'Resale contract for 1204 Elm St, Plano at $485,000 with a 7-day option period.',
    riskScore: 35,
    riskFactors: [
      {
        name: 'Short option period',
        points: 10,
        evidence: { paragraph: '5B', quote: 'within 7 days after the Effective Date' },
      },
    ],
    form: {
      family: 'resale',
      formNumber: '20-17',
      version: '20-17',
      name: 'One to Four Family Residential Contract (Resale)',
      currentOnEffectiveDate: false,
      currentVersionNote: 'TREC 20-18 replaced 20-17 on January 3, 2025.',
      addenda: ['Third Party Financing Addendum'],
      evidence: { paragraph: 'footer', quote: 'TREC NO. 20-17' },
    },
    keyTerms: [
      {
        key: 'sales-price',
        label: 'Sales price',
        value: '$485,000',
        evidence: { paragraph: '3C', quote: 'Sales Price (Sum of A and B): $485,000' },
      },
    ],
    criticalIssues: [
      {
        title: 'Option fee not stated',
        detail: 'Without an Option Fee the buyer has no option to terminate.',
        severity: 'critical',
        evidence: { paragraph: '5A', quote: 'Option Fee: $ ____' },
      },
    ],
    redFlags: [],
    suggestions: [
      {
        category: 'Option',
        suggestion: 'Fill in the Option Fee',
        priority: 'high',
        implementation: 'Amend ¶5A',
        cost: '$0',
        benefit: 'Keeps the option',
      },
      {
        category: 'Survey',
        suggestion: 'Order a new survey',
        priority: 'low',
        implementation: 'Check ¶6C',
        cost: '$450',
        benefit: 'Clear boundaries',
      },
    ],
    complianceCheck: {
      texasCompliant: false,
      score: 72,
      jurisdiction: 'Texas',
      issues: [],
      requiredDisclosures: [
        { name: "Seller's Disclosure Notice", status: 'missing', reason: 'Not attached' },
        { name: 'Lead-based paint addendum', status: 'not-required', reason: 'Built after 1978' },
      ],
      formRecommendations: [],
    },
    negotiationTips: [],
    keyDates: { effectiveDate: dallasDay(-2) },
    deadlines: [
      {
        key: 'option-period',
        title: 'Option period ends',
        dueDate: dallasDay(2),
        dueTime: '17:00',
        timeZone: 'America/Chicago',
        status: 'scheduled',
        waitingFor: null,
        paragraph: '5B',
        rule: '7 days after the Effective Date, by 5:00 p.m.',
        rolledForward: false,
        originalDueDate: null,
        latestDueDate: null,
        note: null,
        assignee: 'client',
        priority: 'high',
      },
      {
        key: 'title-objections',
        title: 'Title objections due',
        dueDate: null,
        dueTime: null,
        timeZone: 'America/Chicago',
        status: 'waiting',
        waitingFor: 'the title commitment',
        paragraph: '6D',
        rule: 'Within 5 days after the commitment is received.',
        rolledForward: false,
        originalDueDate: null,
        latestDueDate: null,
        note: null,
        assignee: 'realtor',
        priority: 'medium',
      },
    ],
    actionItems: [
      {
        id: 'ai-1',
        title: 'Deliver option fee',
        description: 'Deliver the option fee to the escrow agent.',
        dueDate: dallasDay(1),
        priority: 'high',
        assignedTo: 'client',
        completed: false,
        completedAt: null,
        paragraph: '5A',
        deadlineKey: 'option-fee',
      },
    ],
    generatedClauses: [],
    marketComparison: {
      marketScore: 78,
      propertyAddress: '1204 Elm St, Plano, TX 75024',
      neighborhood: null,
      zip: '75024',
      liveDataSource: false,
      dataConfidence: 'medium',
      contractPrice: 485000,
      medianPrice: 512000,
      averageRent: null,
      priceGrowth: 2.4,
      rentalGrowth: null,
      occupancyRate: null,
      daysOnMarket: null,
      schoolRating: null,
      priceCompetitive: true,
      termsStandard: true,
      marketPosition: 'Below the ZIP median',
      analyses: [],
      strengths: [],
      considerations: [],
      insights: [],
      competitiveAdvantage: '',
      forecasts: [],
    },
    financialAnalysis: {
      totalInvestment: null,
      monthlyPayment: null,
      riskExposure: null,
      opportunities: [],
      assumptions: [],
    },
    meta: {
      engine: 'offline',
      generatedAt: '2026-11-20T15:00:00.000Z',
      sources: [{ name: 'Zillow ZHVI', kind: 'bundled', asOf: '2025-06-30' }],
    },
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeDeadlineItem(overrides: Partial<ContractDeadlineItem> = {}): ContractDeadlineItem {
  return {
    id: 'd-1',
    contractId: 1,
    type: 'deadline',
    title: 'Option period ends',
    description: null,
    contractType: 'purchase',
    propertyAddress: '1204 Elm St, Plano, TX 75024',
    dueDate: dallasDay(0),
    dueTime: null,
    daysUntil: 0,
    urgent: true,
    priority: 'high',
    assignedTo: 'client',
    paragraph: '5B',
    ...overrides,
  };
}

export function makeHealthRecord(overrides: Partial<ContractHealthRecord> = {}): ContractHealthRecord {
  return {
    id: 1,
    contractType: 'purchase',
    contractStatus: 'active',
    propertyAddress: '1204 Elm St, Plano, TX 75024',
    overallRiskScore: 35,
    texasComplianceScore: 82,
    criticalIssuesCount: 0,
    urgentDeadlines: 1,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
