// A contract's record over time: the contracts already on file a new analysis may match, and the
// earlier versions kept when a contract is analysed again into its record.
import type { ContractType } from '@bluebonnet/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type ContractAnalysisRow,
  type StoredAnalysisResult,
  contractAnalyses,
  contractAnalysisVersions,
} from '../../db/schema/index';

/** Enough to compare with: more active contracts of one type than this is beyond any agent's desk. */
const ON_FILE_LIMIT = 1000;

export type OnFileCandidate = Awaited<ReturnType<typeof onFileCandidates>>[number];

/**
 * The realtor's active contracts of a type, newest first, with what a match compares (address,
 * the parties among the key terms) and whether the text is the very same.
 */
export async function onFileCandidates(tx: Tx, realtorId: number, contractType: ContractType, text: string) {
  return tx
    .select({
      id: contractAnalyses.id,
      number: contractAnalyses.realtorSeq,
      contractType: contractAnalyses.contractType,
      filename: contractAnalyses.filename,
      propertyAddress: contractAnalyses.propertyAddress,
      version: contractAnalyses.version,
      analysedAt: contractAnalyses.analysedAt,
      keyTerms: sql<StoredAnalysisResult['keyTerms'] | null>`${contractAnalyses.result}->'keyTerms'`,
      sameText: sql<boolean>`${contractAnalyses.contractText} = ${text}`,
    })
    .from(contractAnalyses)
    .where(
      and(
        eq(contractAnalyses.realtorId, realtorId),
        eq(contractAnalyses.contractType, contractType),
        eq(contractAnalyses.contractStatus, 'active'),
      ),
    )
    .orderBy(desc(contractAnalyses.analysedAt), desc(contractAnalyses.id))
    .limit(ON_FILE_LIMIT);
}

/** The record as it stands, locked until the transaction ends (it is about to become a version). */
export async function lockAnalysis(tx: Tx, realtorId: number, id: number): Promise<ContractAnalysisRow | undefined> {
  const [row] = await tx
    .select()
    .from(contractAnalyses)
    .where(and(eq(contractAnalyses.id, id), eq(contractAnalyses.realtorId, realtorId)))
    .for('update');
  return row;
}

/** Keeps the record's current analysis as its version `row.version`. */
export async function insertVersion(tx: Tx, row: ContractAnalysisRow): Promise<void> {
  await tx.insert(contractAnalysisVersions).values({
    contractId: row.id,
    realtorId: row.realtorId,
    version: row.version,
    analysedAt: row.analysedAt,
    filename: row.filename,
    contractText: row.contractText,
    riskScore: row.riskScore,
    complianceScore: row.complianceScore,
    summary: row.summary,
    result: row.result,
    meta: row.meta,
  });
}

export type VersionSummaryRow = {
  contractId: number;
  version: number;
  analysedAt: Date;
  riskScore: number;
  complianceScore: number;
};

/** The earlier versions of these contracts (just what the record shows of them), newest first. */
export async function versionSummaries(db: Db, realtorId: number, contractIds: number[]) {
  if (!contractIds.length) return new Map<number, VersionSummaryRow[]>();
  const rows = await db
    .select({
      contractId: contractAnalysisVersions.contractId,
      version: contractAnalysisVersions.version,
      analysedAt: contractAnalysisVersions.analysedAt,
      riskScore: contractAnalysisVersions.riskScore,
      complianceScore: contractAnalysisVersions.complianceScore,
    })
    .from(contractAnalysisVersions)
    .where(
      and(eq(contractAnalysisVersions.realtorId, realtorId), inArray(contractAnalysisVersions.contractId, contractIds)),
    )
    .orderBy(desc(contractAnalysisVersions.version));
  const byContract = new Map<number, VersionSummaryRow[]>();
  for (const row of rows) byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
  return byContract;
}
