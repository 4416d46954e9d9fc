// Plain-language purchase agreements: the same terms, found by the wording agents and attorneys use.
import { emptyTerms } from './empty-terms';
import { extractPlainProperty } from './extract-plain-property';
import type { ContractForm } from './form-types';
import { headingAt, plainDate, plainDays, plainFlag, plainMoney, plainText } from './plain-helpers';
import type { Doc } from './text-lines';
import type { ContractTerms, FinancingKind } from './types';
import { yearBuilt } from './year-built';

const NAME = `([^\\n()"“”]{2,120}?)`;
const ROLE = (role: string) => `\\(\\s*(?:the\\s+)?["“]?${role}["”]?\\s*\\)`;

const LOANS: readonly { re: RegExp; value: FinancingKind }[] = [
  {
    re: /\bnot\s+(?:be\s+)?(?:contingent|conditioned)\s+(?:up)?on\s+(?:Buyer\s+obtaining\s+)?financing\b|\ball[-\s]cash\b|\bcash\s+(?:purchase|sale|transaction)\b/i,
    value: 'cash',
  },
  { re: /\bFHA(?:-insured)?\s+(?:mortgage\s+)?loan\b/i, value: 'fha' },
  { re: /\bVA(?:-guaranteed)?\s+(?:mortgage\s+)?loan\b/i, value: 'va' },
  { re: /\bUSDA(?:-guaranteed)?\s+(?:mortgage\s+)?loan\b/i, value: 'usda' },
  { re: /\bconventional\s+(?:first\s+)?(?:mortgage\s+)?loan\b/i, value: 'conventional' },
  { re: /\bseller\s+financing\b/i, value: 'seller-financing' },
];

export function extractPlain(doc: Doc, form: ContractForm): ContractTerms {
  const terms = emptyTerms(form);
  terms.parties = {
    seller: plainText(doc, [
      new RegExp(`between\\s+${NAME}\\s*,?\\s*${ROLE('Seller')}`, 'i'),
      /^[ \t]*Seller\s*:\s*([^\n]{2,120})/im,
    ]),
    buyer: plainText(doc, [
      new RegExp(`\\band\\s+${NAME}\\s*,?\\s*${ROLE('Buyer')}`, 'i'),
      /^[ \t]*Buyer\s*:\s*([^\n]{2,120})/im,
    ]),
  };
  terms.property = extractPlainProperty(doc);
  terms.price.salesPriceCents = plainMoney(doc, [
    /\b(?:purchase|sales?)\s+price\s+(?:is|shall\s+be|will\s+be|of|:)([\s\S]{0,160})/i,
  ]);
  terms.earnestMoney = {
    amountCents: plainMoney(doc, [
      /\bearnest\s+money(?:\s+deposit)?\s+(?:of|in\s+the\s+amount\s+of|is|:)([\s\S]{0,120})/i,
    ]),
    escrowAgent: plainText(doc, [
      new RegExp(`\\bwith\\s+${NAME}\\s*,?\\s*${ROLE('(?:Escrow\\s+Agent|Title\\s+Company)')}`, 'i'),
      /\bEscrow\s+Agent\s*:\s*([^\n]{2,120})/i,
    ]),
    escrowAgentAddress: null,
    additionalAmountCents: plainMoney(doc, [
      /\badditional\s+earnest\s+money\s+(?:of|in\s+the\s+amount\s+of)([^\n]{0,80})/i,
    ]),
    additionalDays: null,
  };
  terms.option = {
    feeCents: plainMoney(doc, [/\boption\s+fee\s+(?:of|is|in\s+the\s+amount\s+of|:)([^\n]{0,80})/i]),
    days: plainDays(doc, [
      /\boption\s+period\s+of\s+([^\n]{0,30}?)\s*(?:calendar\s+)?days\b/i,
      /\b([\w()-]{1,20})[-\s]day\s+option\s+period\b/i,
    ]),
  };
  const type = plainFlag(
    doc,
    LOANS.map((l) => ({ re: l.re, value: l.value })),
  );
  const approvalDays = plainDays(doc, [
    /\b(?:loan|financing|buyer)\s+approval[^.]{0,60}?\bwithin\s+([^\n]{0,30}?)\s*days\b/i,
    /\bobtain\s+(?:loan\s+|financing\s+)?approval[^.]{0,80}?\bwithin\s+([^\n]{0,30}?)\s*days\b/i,
  ]);
  terms.financing = {
    type,
    loanAmountCents: plainMoney(doc, [/\bloan\s+(?:in\s+the\s+(?:principal\s+)?amount\s+of|of)([\s\S]{0,60})/i]),
    // "Contingent on loan approval within N days" is what a Buyer Approval clause says in plain words.
    subjectToBuyerApproval: approvalDays ? { value: true, evidence: approvalDays.evidence } : null,
    buyerApprovalDays: approvalDays,
    propertyApprovalWaived: null,
  };
  terms.title = {
    company: plainText(doc, [
      new RegExp(`\\b(?:with|by|through|from)\\s+${NAME}\\s*,?\\s*${ROLE('Title\\s+Company')}`, 'i'),
      /\bTitle\s+Company\s*:\s*([^\n]{2,120})/i,
      /\btitle\s+(?:policy|insurance)\s+(?:issued\s+)?by\s+([^,.(]{2,80})/i,
    ]),
    policyPaidBy: plainFlag(doc, [
      {
        re: /\bSeller\s+(?:shall|will)\s+(?:furnish|provide|pay\s+for)\s+(?:an?\s+)?owner['’]?s?\s+(?:title\s+)?policy/i,
        value: 'seller' as const,
      },
      {
        re: /\bBuyer\s+(?:shall|will)\s+(?:furnish|provide|pay\s+for)\s+(?:an?\s+)?owner['’]?s?\s+(?:title\s+)?policy/i,
        value: 'buyer' as const,
      },
    ]),
    objectionDays: plainDays(doc, [/\bobject(?:ions?)?\b[^.]{0,100}?\bwithin\s+([^\n]{0,30}?)\s*days\b/i]),
    contractReceivedDate: null,
  };
  const survey = plainFlag(doc, [
    { re: /\bexisting\s+survey\b/i, value: 'seller-existing' as const },
    { re: /\bBuyer\s+(?:shall|will|may)\s+obtain\s+a\s+new\s+survey\b/i, value: 'buyer-new' as const },
    {
      re: /\bSeller\s+(?:shall|will)\s+(?:obtain|furnish|provide)\s+a\s+new\s+survey\b/i,
      value: 'seller-new' as const,
    },
    { re: /\bno\s+survey\s+(?:is|will\s+be)\s+required\b/i, value: 'not-required' as const },
  ]);
  terms.survey = {
    choice: survey,
    days: survey ? plainDays(doc, [/\bsurvey\b[^.]{0,100}?\bwithin\s+([^\n]{0,30}?)\s*days\b/i]) : null,
  };
  terms.closingDate = plainDate(doc, [
    /\bclos(?:ing|e)\s+(?:of\s+the\s+sale\s+)?(?:shall|will|must)\s+(?:occur|take\s+place|be(?:\s+held)?)\s+(?:on\s+or\s+before|no\s+later\s+than|by|on)\s+([^\n]{0,40})/i,
    /\bClosing\s+Date\s*(?::|is|shall\s+be)\s*([^\n]{0,40})/i,
  ]);
  terms.effectiveDate = plainDate(doc, [
    /\beffective\s+(?:as\s+of|on)\s+([^\n]{0,40})/i,
    /\bEffective\s+Date\s*(?::|is|shall\s+be)\s*([^\n]{0,40})/i,
    /\b(?:dated|made\s+and\s+entered\s+into)\s+(?:as\s+of\s+|on\s+)?([^\n]{0,40})/i,
  ]);
  terms.possession = plainFlag(doc, [
    { re: /\bpossession\b[^.]{0,80}?\btemporary\s+(?:residential\s+)?lease\b/i, value: 'temporary-lease' as const },
    { re: /\bpossession\b[^.]{0,80}?\b(?:at|upon)\s+closing\b/i, value: 'closing-and-funding' as const },
  ]);
  terms.specialProvisions = plainText(doc, [
    /\bspecial\s+provisions?\s*[:.]\s*([^\n]+(?:\n[ \t]*(?![ \t]*\d{1,2}[.)][ \t])[^\s][^\n]*)*)/i,
  ]);
  terms.hoa.mandatoryMembership = plainFlag(doc, [
    {
      re: /\bnot\s+subject\s+to\s+(?:a\s+)?mandatory\s+(?:homeowners?|property\s+owners?)['’]?\s+association/i,
      value: false,
    },
    { re: /\bsubject\s+to\s+(?:a\s+)?mandatory\s+(?:homeowners?|property\s+owners?)['’]?\s+association/i, value: true },
  ]);
  terms.sellersDisclosure.choice = plainFlag(doc, [
    {
      re: /\bBuyer\s+has\s+(?:not\s+)?received\s+(?:the\s+)?Seller['’]s\s+Disclosure\s+Notice/i,
      value: 'received' as const,
    },
  ]);
  if (terms.sellersDisclosure.choice?.evidence.quote.match(/\bnot\s+received/i)) {
    terms.sellersDisclosure.choice = { ...terms.sellersDisclosure.choice, value: 'not-received' };
  }
  terms.leadPaint.yearBuilt = yearBuilt(doc, (offset) => headingAt(doc, offset));
  return terms;
}
