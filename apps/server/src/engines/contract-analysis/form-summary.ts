// The record's `form`: which document, which version, whether it was current, and its addenda.
import type { ContractAnalysis } from '@bluebonnet/contracts';
import { ADDENDA, isFormCurrentOn } from './reader';
import type { ContractReading } from './read-contract';
import { pickEvidence } from './risk-types';

type FormRecord = ContractAnalysis['form'];

function currency(reading: ContractReading): Pick<FormRecord, 'currentOnEffectiveDate' | 'currentVersionNote'> {
  const { form, terms } = reading;
  if (form.publisher !== 'TREC' || !form.version) {
    const note =
      form.publisher === 'Texas REALTORS'
        ? `Texas REALTORS forms are not promulgated by TREC; the printed date (${form.version ?? 'unreadable'}) is not checked against a version table.`
        : form.family === 'unrecognised'
          ? null
          : 'Not a TREC promulgated form, so there is no mandatory version to check.';
    return { currentOnEffectiveDate: null, currentVersionNote: note };
  }
  if (!terms.effectiveDate) {
    return {
      currentOnEffectiveDate: null,
      currentVersionNote: 'The Effective Date is blank, so the version cannot be checked.',
    };
  }
  const result = isFormCurrentOn(form.version, terms.effectiveDate.value);
  // A current form still gets a note when a newer version is already published.
  const note = result.current === true && !result.reason.includes('becomes mandatory') ? null : result.reason;
  return { currentOnEffectiveDate: result.current, currentVersionNote: note };
}

function addenda(reading: ContractReading): string[] {
  const { form, terms } = reading;
  const attached = form.addenda.map((a) => ({
    kind: a.kind,
    label: a.version ? `${a.name} (TREC ${a.version})` : a.name,
  }));
  const checkedOnly = terms.checkedAddenda
    .filter((c) => !form.addenda.some((a) => a.kind === c.value))
    .map((c) => ({
      kind: c.value,
      label: `${ADDENDA.find((a) => a.kind === c.value)?.name ?? c.value} (checked in ¶22; its text was not provided)`,
    }));
  const seen = new Set<string>();
  return [...attached, ...checkedOnly].filter((a) => !seen.has(a.kind) && seen.add(a.kind)).map((a) => a.label);
}

export function formRecord(reading: ContractReading): FormRecord {
  const { form } = reading;
  return {
    family: form.family,
    formNumber: form.formNumber,
    version: form.version,
    name: form.name,
    ...currency(reading),
    addenda: addenda(reading),
    evidence: pickEvidence(form.evidence, form.version ?? undefined),
  };
}
