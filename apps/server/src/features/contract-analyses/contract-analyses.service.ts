import type {
  ActionItem,
  AiMeta,
  ContractAnalysis,
  ContractHealthRecord,
  ContractType,
  CreateContractAnalysisRequest,
  EnteredTerms,
  UpdateContractTermsRequest,
} from '@bluebonnet/contracts';
import { addCalendarDays, texasToday } from '@bluebonnet/domain';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AiEngine } from '../../providers/ai/index';
import { contractAnalysisTask } from '../../providers/ai/tasks/contract-analysis/index';
import type { ContractAnalysisOutput, MarketLookup } from '../../engines/contract-analysis/index';
import type { AccountsService } from '../auth/index';
import { toActionItem, toContractAnalysis } from './contract-analyses.mapper';
import {
  findAnalysis,
  healthRows,
  insertAnalysis,
  isNumberCollision,
  listAnalyses,
  replaceAnalysis,
  setActionItemCompleted,
} from './contract-analyses.repository';
import { upcoming } from './contract-deadlines.repository';
import { carriedEnteredTerms, findOnFile, onFileConflict } from './contract-on-file';
import { insertVersion, lockAnalysis, onFileCandidates, versionSummaries } from './contract-records.repository';

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
    const versions = await versionSummaries(
      this.db,
      realtorId,
      rows.filter((r) => r.version > 1).map((r) => r.id),
    );
    return rows.map((row) => toContractAnalysis(row, itemsByContract.get(row.id) ?? [], versions.get(row.id)));
  }

  async get(realtorId: number, id: number): Promise<ContractAnalysis> {
    const found = await findAnalysis(this.db, realtorId, id);
    if (!found) throw notFound('Contract analysis');
    const versions = await versionSummaries(this.db, realtorId, [id]);
    return toContractAnalysis(found.row, found.items, versions.get(id));
  }

  /**
   * Analyses outside any transaction (CPU, maybe an LLM call), then stores the record and takes one
   * analysis from the monthly allowance in one short transaction: a refused or failed request
   * stores nothing and uses nothing up. A contract already on file answers 409 in mode 'auto';
   * mode 'update' analyses into that record instead (an analysis like any other, so it counts too:
   * otherwise any contract could be analysed free as an "update" of another).
   */
  async create(realtorId: number, request: CreateContractAnalysisRequest): Promise<ContractAnalysis> {
    if (request.mode === 'update' && request.updateId !== undefined) {
      return this.reanalyse(realtorId, request.updateId, request);
    }
    const { output, meta } = await this.analyse(request.contractType, request.contractText, request.filename ?? null);
    const store = () =>
      this.db.transaction(async (tx) => {
        // First: it takes the realtor's users row lock, which serialises this realtor's inserts (the
        // next number, the match) until commit. A 409 below rolls the allowance back with the rest.
        await this.accounts.consumeContractAnalysis(tx, realtorId, this.clock());
        if (request.mode !== 'new') {
          const match = findOnFile(
            await onFileCandidates(tx, realtorId, request.contractType, request.contractText),
            output,
          );
          if (match) throw onFileConflict(match);
        }
        return (await insertAnalysis(tx, realtorId, request, output, meta)).id;
      });
    // The lock makes a number collision all but impossible; if one happens anyway, the whole
    // transaction rolled back, so trying once more is safe.
    const id = await store().catch((err: unknown) => (isNumberCollision(err) ? store() : Promise.reject(err)));
    this.accounts.forgetUser(realtorId); // the Overview's usage count changed
    return this.get(realtorId, id);
  }

  /**
   * A new version of a contract on file: the record keeps its number, its ticked action items and its
   * earlier analysis (as a version); its deadlines are replaced. Another realtor's id is 404.
   */
  private async reanalyse(
    realtorId: number,
    id: number,
    request: CreateContractAnalysisRequest,
  ): Promise<ContractAnalysis> {
    const found = await findAnalysis(this.db, realtorId, id);
    if (!found) throw notFound('Contract analysis');
    if (found.row.contractType !== request.contractType) {
      const message = `That contract is a ${found.row.contractType} contract; choose the same type to update it, or save this as a new contract.`;
      throw new AppError('bad_request', message, { issues: [{ path: 'body.contractType', message }] });
    }
    const entered = carriedEnteredTerms(found.row.result.enteredTerms, request.contractText, request.contractType);
    // A pasted new version keeps the record's file name, so the record keeps the name it is known by.
    const filename = request.filename ?? found.row.filename;
    const { output, meta } = await this.analyse(request.contractType, request.contractText, filename, entered);
    await this.db.transaction(async (tx) => {
      await this.accounts.consumeContractAnalysis(tx, realtorId, this.clock());
      const current = await lockAnalysis(tx, realtorId, id);
      if (!current) throw notFound('Contract analysis'); // deleted meanwhile
      await insertVersion(tx, current);
      const next = { contractText: request.contractText, filename, version: current.version + 1 };
      await replaceAnalysis(tx, realtorId, id, output, meta, next);
    });
    this.accounts.forgetUser(realtorId);
    return this.get(realtorId, id);
  }

  private async analyse(
    contractType: ContractType,
    text: string,
    filename: string | null,
    entered?: EnteredTerms,
  ): Promise<{ output: ContractAnalysisOutput; meta: AiMeta }> {
    return this.ai.run(contractAnalysisTask, {
      contractType,
      text,
      filename,
      today: texasToday(this.clock()),
      market: this.market,
      ...(entered ? { entered } : {}),
    });
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
    const { row } = found;
    const { output, meta } = await this.analyse(row.contractType, row.contractText, row.filename, entered);
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
      number: row.number,
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
