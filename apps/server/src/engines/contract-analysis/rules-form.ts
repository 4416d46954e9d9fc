// Risk hits about the document itself: which form, whether it was current, whether it is the kind of
// contract the agent said it was.
import { isFormCurrentOn, type Evidence } from './reader';
import { pickEvidence, type RiskHit, type Rule } from './risk-types';

/** The printed "TREC NO. 40-9" line, when the text has it: better evidence than the title alone. */
function versionLine(text: string, version: string, fallback: Evidence | null, paragraph: string): Evidence | null {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`TREC\\s+NO\\.?\\s*${escaped}(?![\\d-])`).exec(text);
  return m ? { paragraph, quote: m[0] } : fallback;
}

/** Each TREC form and pasted addendum checked against the version mandatory on the Effective Date (trec.md §2.1). */
export const formCurrencyRules: Rule = (ctx) => {
  const effective = ctx.terms.effectiveDate;
  if (!effective || ctx.form.publisher !== 'TREC') return [];
  const forms = [
    ...(ctx.form.version
      ? [{ version: ctx.form.version, main: true, evidence: pickEvidence(ctx.form.evidence, ctx.form.version) }]
      : []),
    ...ctx.form.addenda.flatMap((a) =>
      a.version
        ? [{ version: a.version, main: false, evidence: versionLine(ctx.text, a.version, a.evidence, a.name) }]
        : [],
    ),
  ];
  return forms.flatMap(({ version, main, evidence }): RiskHit[] => {
    const result = isFormCurrentOn(version, effective.value);
    if (result.status === 'outdated') {
      const required = result.requiredVersion ?? 'the current version';
      return [
        {
          id: main ? 'form-outdated' : `addendum-outdated-${version.toLowerCase()}`,
          name: main ? `Outdated contract form (TREC ${version})` : `Outdated addendum (TREC ${version})`,
          points: main ? 15 : 6,
          severity: 'high',
          list: 'critical',
          compliance: true,
          title: main ? `Contract on outdated form TREC ${version}` : `Addendum on outdated form TREC ${version}`,
          detail: result.reason,
          evidence,
          fix: {
            action: main ? `Re-sign the contract on TREC ${required}` : `Replace TREC ${version} with TREC ${required}`,
            assignedTo: 'realtor',
            category: 'Compliance',
            implementation: main
              ? `Texas REALTORS advises countering an offer on an outdated form on the current one: move the agreed terms to TREC ${required}.`
              : `Carry the agreed terms onto TREC ${required} and have all parties sign it.`,
            cost: 'No cost; the parties re-sign',
            benefit:
              'A license holder must use the promulgated form that is current; the newer form carries wording the parties rely on.',
            form: `TREC ${required}`,
            doNow: true,
          },
        },
      ];
    }
    if (result.status === 'not-yet-published') {
      return [
        {
          id: `form-date-conflict-${version.toLowerCase()}`,
          name: `Effective Date earlier than TREC ${version} was published`,
          points: 8,
          severity: 'medium',
          list: 'red-flag',
          compliance: false,
          title: 'Effective Date looks wrong',
          detail: result.reason,
          evidence: effective.evidence,
          fix: null,
        },
      ];
    }
    return [];
  });
};

export const documentRules: Rule = (ctx) => {
  const hits: RiskHit[] = [];
  const { form } = ctx;
  if (form.family === 'unrecognised') {
    hits.push({
      id: 'unrecognised-document',
      name: 'Unrecognised document',
      points: 65, // nothing in it can be checked: high until the real contract is analysed
      severity: 'high',
      list: 'red-flag',
      compliance: false,
      title: 'Document not recognised',
      detail:
        'The text is not a TREC form, a Texas REALTORS lease or listing, or a plain-language agreement Bluebonnet can read, so its terms and deadlines could not be checked.',
      evidence: null,
      fix: {
        action: 'Check that the full contract text was pasted or uploaded',
        assignedTo: 'realtor',
        category: 'Completeness',
        implementation: 'Upload the executed PDF or paste every page, including the addenda.',
        cost: 'No cost',
        benefit: 'The analysis can then read the terms and compute the deadlines.',
        form: null,
        doNow: false,
      },
    });
  }
  if (form.family === 'addendum-only') {
    hits.push({
      id: 'contract-text-missing',
      name: 'Only addenda, no contract',
      points: 30,
      severity: 'high',
      list: 'red-flag',
      compliance: false,
      title: 'The contract itself is missing',
      detail:
        'The text holds TREC addenda but not the contract they belong to, so prices and deadlines cannot be read.',
      evidence: pickEvidence(form.evidence),
      fix: null,
    });
  }
  if (form.family === 'plain-language-purchase') {
    hits.push({
      id: 'not-promulgated-form',
      name: 'Purchase agreement not on a TREC promulgated form',
      points: 10,
      severity: 'medium',
      list: 'red-flag',
      compliance: true,
      title: 'Not a TREC promulgated contract',
      detail:
        'A Texas license holder must use the TREC promulgated contract forms (TREC Rule §537.11) unless an exception applies, such as a form prepared by the property owner, or by an attorney and required by the property owner. The TREC deadline rules and 5:00 p.m. option cut-off do not apply; dates come from this agreement only.',
      evidence: pickEvidence(form.evidence, 'AGREEMENT'),
      fix: {
        action: 'Confirm who drafted this agreement',
        assignedTo: 'realtor',
        category: 'Compliance',
        implementation:
          "If the owner, or an attorney at the owner's request, prepared it, keep a note in the file; otherwise move the terms to the TREC form.",
        cost: 'No cost, or attorney time',
        benefit: 'Keeps the license holder within TREC Rule §537.11.',
        form: 'TREC One to Four Family Residential Contract (Resale)',
        doNow: false,
      },
    });
  }
  if (form.kind !== 'unknown' && form.kind !== ctx.chosen) {
    hits.push({
      id: 'contract-type-mismatch',
      name: `Chosen type (${ctx.chosen}) differs from the document (${form.kind})`,
      points: 15,
      severity: 'high',
      list: 'red-flag',
      compliance: false,
      title: `This reads as a ${form.kind}, not a ${ctx.chosen}`,
      detail: `You chose "${ctx.chosen}", but the text is a ${form.name}. It was analysed as a ${form.kind}; change the contract type if that is right.`,
      evidence: pickEvidence(form.evidence),
      fix: null,
    });
  }
  return hits;
};
