import type { ComponentType } from 'react';
import type { ToolId } from './tools';

export type PanelLoader = () => Promise<ComponentType>;

/**
 * The panel of each built tool, loaded on first use. A tool missing here shows the plain
 * "not available yet" panel. To add one: a line `'lead-management': () => import('…').then((m) => m.LeadsPanel),`
 */
export const toolPanels: Partial<Record<ToolId, PanelLoader>> = {
  overview: () => import('./components/overview-panel').then((m) => m.OverviewPanel),
  'investment-analyzer': () =>
    import('@/features/investment-analysis/components/investment-panel').then((m) => m.InvestmentPanel),
  'client-communication': () =>
    import('@/features/client-communication/components/communication-panel').then((m) => m.CommunicationPanel),
  'lead-management': () => import('@/features/leads/components/leads-panel').then((m) => m.LeadsPanel),
  'customer-intake': () =>
    import('@/features/customer-intakes/components/summary/intake-summary-panel').then((m) => m.IntakeSummaryPanel),
  'contract-assistance': () =>
    import('@/features/contract-analyses/components/assistant/contract-assistant-panel').then(
      (m) => m.ContractAssistantPanel,
    ),
  'contract-deadlines': () =>
    import('@/features/contract-analyses/components/deadlines/contract-deadlines-panel').then(
      (m) => m.ContractDeadlinesPanel,
    ),
  'trec-verification': () =>
    import('@/features/trec-licenses/components/trec-verification-panel').then((m) => m.TrecVerificationPanel),
  'contract-health': () =>
    import('@/features/contract-analyses/components/health/contract-health-panel').then((m) => m.ContractHealthPanel),
};
