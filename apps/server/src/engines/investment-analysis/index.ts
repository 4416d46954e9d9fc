// The investment analyzer's engine (spec realtor-tools §2.8, §3.8): exact rental math from @bluebonnet/domain
// over the agent's figures, gaps filled only from named, dated tables. Pure: it takes a ReferenceData.
export { analyseInvestment, type InvestmentOutcome } from './analysis';
export { investmentDefaults, type DefaultsQuery } from './defaults';
export type { InvestmentInput } from './filled';
export { reportText, type Report, type ReportSection, type ReportTable } from './report';
