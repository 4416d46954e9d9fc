import { texasToday } from '@bluebonnet/domain';
import type {
  AiMeta,
  AiSource,
  CompareContractsRequest,
  CompareContractsResponse,
  GenerateClausesRequest,
  GenerateClausesResponse,
  MarketInsightsResponse,
} from '@bluebonnet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReferenceData } from '../../reference-data/index';
import { generateClauses } from '../../engines/clause-library/index';
import { compareContracts } from '../../engines/contract-comparison/index';
import { findAnalysis } from './contract-analyses.repository';
import { marketInsightsFor } from './market-insights';

type Side = CompareContractsRequest['contractA'];

const CLAUSE_LIBRARY_SOURCE: AiSource = { name: 'Bluebonnet clause library for Texas agents', kind: 'bundled' };

/** The assistant's comparison, clause generator and market insights tabs: deterministic, offline. */
export class ContractToolsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly reference: ReferenceData,
  ) {}

  async compare(realtorId: number, request: CompareContractsRequest): Promise<CompareContractsResponse> {
    const [a, b] = await Promise.all([
      this.side(realtorId, request.contractA, 'Contract A'),
      this.side(realtorId, request.contractB, 'Contract B'),
    ]);
    const result = compareContracts(a, b, texasToday(this.clock()));
    return { ...result, meta: this.meta([{ name: 'TREC contract rules (Bluebonnet reader)', kind: 'bundled' }]) };
  }

  clauses(request: GenerateClausesRequest): GenerateClausesResponse {
    return { ...generateClauses(request), meta: this.meta([CLAUSE_LIBRARY_SOURCE]) };
  }

  async marketInsights(
    realtorId: number,
    request: { area?: string; analysisId?: number },
  ): Promise<MarketInsightsResponse> {
    let area = request.area;
    if (request.analysisId) {
      const found = await findAnalysis(this.db, realtorId, request.analysisId);
      if (!found) throw new AppError('not_found', 'Contract analysis not found');
      area = found.row.zip ?? found.row.propertyAddress ?? undefined;
      if (!area) throw new AppError('bad_request', 'That contract does not state a ZIP code or address to look up.');
    }
    if (!area) throw new AppError('bad_request', 'Enter a ZIP code or city, or pick a saved contract.');
    const { sources, ...insights } = marketInsightsFor(area, this.reference);
    return { ...insights, meta: this.meta(sources) };
  }

  private async side(realtorId: number, side: Side, fallbackLabel: string) {
    if (side.text) return { text: side.text, label: side.label ?? fallbackLabel };
    const found = side.analysisId ? await findAnalysis(this.db, realtorId, side.analysisId) : undefined;
    if (!found) throw new AppError('not_found', 'Contract analysis not found');
    const label = side.label ?? found.row.propertyAddress ?? found.row.filename ?? `Contract #${found.row.realtorSeq}`;
    return { text: found.row.contractText, label };
  }

  private meta(sources: AiSource[]): AiMeta {
    return { engine: 'offline', generatedAt: this.clock().toISOString(), sources };
  }
}
