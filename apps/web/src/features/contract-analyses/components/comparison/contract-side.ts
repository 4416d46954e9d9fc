import { MIN_CONTRACT_TEXT, type CompareContractsRequest } from '@bluebonnet/contracts';

export type SideMode = 'saved' | 'text';
export type ContractSide = { mode: SideMode | null; analysisId: string; text: string; label: string };

export const emptySide: ContractSide = { mode: null, analysisId: '', text: '', label: '' };

type SideRequest = CompareContractsRequest['contractA'];

/** The request for one side, or null while it is incomplete. */
export function sideRequest(side: ContractSide, mode: SideMode): SideRequest | null {
  const label = side.label.trim() || undefined;
  if (mode === 'saved') return side.analysisId ? { analysisId: Number(side.analysisId), label } : null;
  const text = side.text.trim();
  return text.length >= MIN_CONTRACT_TEXT ? { text, label } : null;
}
