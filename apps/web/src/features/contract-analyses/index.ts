// The contract-analyses feature's public surface for other features (its panels load through dashboard/tool-panels.ts).
export { ContractHealthSummary } from './components/health/contract-health-summary';
