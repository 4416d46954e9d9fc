import type {
  ActionItem,
  ContractAnalysis,
  ContractHealthRecord,
  CreateContractAnalysisRequest,
  EnteredTerms,
  UpdateContractTermsRequest,
} from '@bluebonnet/contracts';
import { addCalendarDays, texasToday } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { contractAnalysisTask } from '../../providers/ai/tasks/contract-analysis/index';
import type { MarketLookup } from '../../engines/contract-analysis/index';
import type { AccountsService } from '../auth/index';
import { toActionItem, toContractAnalysis } from './contract-analyses.mapper';
import {
  findAnalysis,
  healthRows,
  insertAnalysis,
  listAnalyses,
  replaceAnalysis,
  setActionItemCompleted,
  upcoming,
} from './contract-analyses.repository';

/** "Urgent deadline counts use 7 days or fewer" (spec realtor-tools §9). */
const HEALTH_URGENT_DAYS = 7;

export class ContractAnalysesService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiEngine,
    private readonly market: MarketLookup,
    private readonly accounts: AccountsService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(realtorId: number): Promise<ContractAnalysis[]> {
    const { rows, itemsByContract } = await listAnalyses(this.db, realtorId);
    return rows.map((row) => toContractAnalysis(row, itemsByContract.get(row.id) ?? []));
  }

  async get(realtorId: number, id: number): Promise<ContractAnalysis> {
    const found = await findAnalysis(this.db, realtorId, id);
    if (!found) throw notFound('Contract analysis');
    return toContractAnalysis(found.row, found.items);
  }

  /**
   * Analyses outside any transaction (CPU, maybe an LLM call), then stores the record and takes one
   * analysis from the monthly allowance in one short transaction: a refused or failed request
   * stores nothing and uses nothing up.
   */
  async create(realtorId: number, request: CreateContractAnalysisRequest): Promise<ContractAnalysis> {
    const { output, meta } = await this.ai.run(contractAnalysisTask, {
      contractType: request.contractType,
      text: request.contractText,
      filename: request.filename ?? null,
      today: texasToday(this.clock()),
      market: this.market,
    });
    const id = await this.db.transaction(async (tx) => {
      await this.accounts.consumeContractAnalysis(tx, realtorId, this.clock());
      return (await insertAnalysis(tx, realtorId, request, output, meta)).id;
    });
    this.accounts.forgetUser(realtorId); // the Overview's usage count changed
    return this.get(realtorId, id);
  }

  /**
   * Terms the agent enters on a saved analysis (the text left them blank): the analysis is computed
   * again from its text with them, outside any transaction, then stored in place in one short one.
   * It is the same contract, so no analysis is taken from the allowance.
   */
  async updateTerms(realtorId: number, id: number, body: UpdateContractTermsRequest): Promise<ContractAnalysis> {
    const found = await findAnalysis(this.db, realtorId, id);
    if (!found) throw notFound('Contract analysis');
    const entered = mergeEntered(found.row.result.enteredTerms, body);
    const { output, meta } = await this.ai.run(contractAnalysisTask, {
      contractType: found.row.contractType,
      text: found.row.contractText,
      filename: found.row.filename,
      today: texasToday(this.clock()),
      market: this.market,
      entered,
    });
    // The text's dates and the entered ones together must still make sense; refuse before storing.
    const { effectiveDate, closingDate } = output;
    if ((body.effectiveDate || body.closingDate) && effectiveDate && closingDate && closingDate < effectiveDate) {
      const field = body.closingDate ? 'closingDate' : 'effectiveDate';
      const message = `The closing date (${closingDate}) cannot be before the Effective Date (${effectiveDate}).`;
      throw new AppError('bad_request', message, { issues: [{ path: `body.${field}`, message }] });
    }
    await this.db.transaction((tx) => replaceAnalysis(tx, realtorId, id, output, meta));
    return this.get(realtorId, id);
  }

  async setActionItem(realtorId: number, contractId: number, itemKey: string, completed: boolean): Promise<ActionItem> {
    const row = await setActionItemCompleted(this.db, realtorId, contractId, itemKey, completed);
    if (!row) throw new AppError('not_found', 'Action item not found');
    return toActionItem(row);
  }

  async health(realtorId: number): Promise<ContractHealthRecord[]> {
    const today = texasToday(this.clock());
    const rows = await healthRows(this.db, realtorId);
    const soon = await upcoming(this.db, realtorId, today, addCalendarDays(today, HEALTH_URGENT_DAYS));
    const urgent = new Map<number, number>();
    for (const { item } of soon.items) urgent.set(item.contractId, (urgent.get(item.contractId) ?? 0) + 1);
    return rows.map((row) => ({
      id: row.id,
      contractType: row.contractType,
      contractStatus: row.contractStatus,
      propertyAddress: row.propertyAddress,
      overallRiskScore: row.riskScore,
      texasComplianceScore: row.complianceScore,
      criticalIssuesCount: row.criticalIssuesCount,
      urgentDeadlines: urgent.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** Earlier entries plus this request's; null clears an entry. */
function mergeEntered(before: EnteredTerms | undefined, body: UpdateContractTermsRequest): EnteredTerms {
  const out: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(body)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out as EnteredTerms;
}
