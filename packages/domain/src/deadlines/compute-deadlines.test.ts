import { describe, expect, it } from 'vitest';
import { computeContractDeadlines } from './compute-deadlines';
import type { Deadline, DeadlineKey } from './deadline-types';
import type { ContractDeadlineInput } from './input-types';

// Weekdays below were checked against `date -u -d`: 2025-01-17 Fri, 2025-03-03 Mon, 2025-03-06 Thu,
// 2025-11-24 Mon, 2022-12-28 Wed, 2021-12-28 Tue, 2022-12-22 Thu, 2024-02-26 Mon.
function contract(over: Partial<ContractDeadlineInput> = {}): ContractDeadlineInput {
  return {
    form: '20-18',
    effectiveDate: '2025-03-03',
    closingDate: '2025-04-15',
    option: { days: 10, feeStated: true },
    title: { objectionDays: 10 },
    ...over,
  };
}

function pick(input: ContractDeadlineInput, key: DeadlineKey): Deadline {
  const found = computeContractDeadlines(input).find((d) => d.key === key);
  if (!found) throw new Error(`no ${key} deadline`);
  return found;
}

type Row = [name: string, input: ContractDeadlineInput, key: DeadlineKey, expected: Partial<Deadline>];

const rows: Row[] = [
  [
    'ED Fri 2025-01-17 + 3 = Mon 2025-01-20, MLK Day (federal and Texas): earnest money rolls to Tue 2025-01-21',
    contract({ effectiveDate: '2025-01-17', closingDate: '2025-02-28' }),
    'earnest-money',
    { dueDate: '2025-01-21', rolledForward: true, originalDueDate: '2025-01-20', latestDueDate: null },
  ],
  [
    '¶5A(2) names the Option Fee too: it rolls off MLK Day exactly like the earnest money',
    contract({ effectiveDate: '2025-01-17', closingDate: '2025-02-28' }),
    'option-fee',
    { dueDate: '2025-01-21', rolledForward: true, originalDueDate: '2025-01-20' },
  ],
  [
    'ED Mon 2025-11-24 + 3 = Thanksgiving: due Fri 11-28; the Friday after is Texas-only, so Mon 12-01 is only the latest date',
    contract({ effectiveDate: '2025-11-24', closingDate: '2025-12-31' }),
    'earnest-money',
    { dueDate: '2025-11-28', rolledForward: true, originalDueDate: '2025-11-27', latestDueDate: '2025-12-01' },
  ],
  [
    'ED Mon 2025-06-16 + 3 = Juneteenth (federal and Texas Emancipation Day): rolls to Fri 06-20',
    contract({ effectiveDate: '2025-06-16', closingDate: '2025-07-31' }),
    'earnest-money',
    { dueDate: '2025-06-20', rolledForward: true, originalDueDate: '2025-06-19', latestDueDate: null },
  ],
  [
    "ED Wed 2022-12-28 + 3 = Sat 12-31; New Year's is Sunday, its federal-only observed Monday 2023-01-02 is the due date, latest Tue 01-03",
    contract({ effectiveDate: '2022-12-28', closingDate: '2023-01-31' }),
    'earnest-money',
    { dueDate: '2023-01-02', rolledForward: true, originalDueDate: '2022-12-31', latestDueDate: '2023-01-03' },
  ],
  [
    "ED Tue 2021-12-28 + 3 = Fri 12-31, New Year's 2022 observed federally only: due stays Friday, latest Mon 2022-01-03",
    contract({ effectiveDate: '2021-12-28', closingDate: '2022-01-31' }),
    'earnest-money',
    { dueDate: '2021-12-31', rolledForward: false, originalDueDate: null, latestDueDate: '2022-01-03' },
  ],
  [
    'ED Thu 2022-12-22 + 3 = Christmas Sunday; Mon 12-26 is federal observed and Texas Dec 26 alike: rolls to Tue 12-27',
    contract({ effectiveDate: '2022-12-22', closingDate: '2023-01-31' }),
    'earnest-money',
    { dueDate: '2022-12-27', rolledForward: true, originalDueDate: '2022-12-25', latestDueDate: null },
  ],
  [
    'ED Thu 2025-03-06 + 10-day option = Sun 03-16: the option period ends 5:00 p.m. that Sunday and must NOT roll',
    contract({ effectiveDate: '2025-03-06' }),
    'option-period',
    { dueDate: '2025-03-16', dueTime: '17:00', rolledForward: false, originalDueDate: null },
  ],
  [
    'ED Fri 2025-06-27 + 7-day option = Fri 07-04 Independence Day: the option period still ends that day at 17:00',
    contract({ effectiveDate: '2025-06-27', closingDate: '2025-07-31', option: { days: 7, feeStated: true } }),
    'option-period',
    { dueDate: '2025-07-04', dueTime: '17:00', rolledForward: false },
  ],
  [
    'ED Mon 2025-05-19 + 7 days additional earnest money = Memorial Day Mon 05-26: rolls to Tue 05-27',
    contract({ effectiveDate: '2025-05-19', closingDate: '2025-06-30', additionalEarnestMoneyDays: 7 }),
    'additional-earnest-money',
    { dueDate: '2025-05-27', rolledForward: true, originalDueDate: '2025-05-26', paragraph: '5A(1)' },
  ],
  [
    'ED Fri 2025-04-18 + 3 = San Jacinto Day Mon 04-21, Texas-only: due stays Monday (safe for Buyer), latest Tue 04-22',
    contract({ effectiveDate: '2025-04-18', closingDate: '2025-05-30' }),
    'earnest-money',
    { dueDate: '2025-04-21', rolledForward: false, latestDueDate: '2025-04-22' },
  ],
  [
    'ED Fri 2025-10-10 + 3 = Columbus Day Mon 10-13, federal-only (not a Texas holiday): due Monday, latest Tuesday',
    contract({ effectiveDate: '2025-10-10', closingDate: '2025-11-14' }),
    'earnest-money',
    { dueDate: '2025-10-13', rolledForward: false, latestDueDate: '2025-10-14' },
  ],
  [
    'ED Mon 2024-02-26 + 3 lands on leap day Thu 2024-02-29, a business day: no roll',
    contract({ effectiveDate: '2024-02-26', closingDate: '2024-03-29' }),
    'earnest-money',
    { dueDate: '2024-02-29', rolledForward: false, originalDueDate: null, latestDueDate: null },
  ],
  [
    'Title objections, whichever is earlier: last document 03-25 + 10 = 04-04 is after the 04-01 Closing Date, so 04-01',
    contract({
      closingDate: '2025-04-01',
      title: { objectionDays: 10, commitmentReceivedDate: '2025-03-20' },
      survey: { option: 'seller-new', days: 20, receivedDate: '2025-03-25' },
    }),
    'title-objections',
    { dueDate: '2025-04-01', status: 'scheduled', paragraph: '6D' },
  ],
  [
    'Title objections, whichever is earlier: later of commitment 03-10 and survey 03-12, + 5 = 03-17, before closing',
    contract({
      title: { objectionDays: 5, commitmentReceivedDate: '2025-03-10' },
      survey: { option: 'seller-existing', days: 5, receivedDate: '2025-03-12' },
    }),
    'title-objections',
    { dueDate: '2025-03-17', status: 'scheduled' },
  ],
  [
    "Buyer's new survey (¶6C(2)) counts as received on its due date ED + 14 = 03-17 even with no receipt, so objections run to 03-22",
    contract({
      title: { objectionDays: 5, commitmentReceivedDate: '2025-03-10' },
      survey: { option: 'buyer-new', days: 14 },
    }),
    'title-objections',
    { dueDate: '2025-03-22', status: 'scheduled' },
  ],
  [
    "Seller's Disclosure received 03-28: 7-day window (04-04) or before the 04-01 closing, whichever first: 04-01",
    contract({ closingDate: '2025-04-01', sellersDisclosure: { days: 5, receivedDate: '2025-03-28' } }),
    'sellers-disclosure-termination',
    { dueDate: '2025-04-01', status: 'scheduled', paragraph: '7B(2)' },
  ],
  [
    'Closing, whichever is later: objections cured 03-30 + 7 = 04-06 beats the written 04-01',
    contract({ closingDate: '2025-04-01', title: { objectionDays: 10, objectionsResolvedDate: '2025-03-30' } }),
    'closing',
    { dueDate: '2025-04-06', paragraph: '9A' },
  ],
  [
    'Closing, whichever is later: objections cured 03-10 + 7 = 03-17 is earlier, so the written 04-01 stands',
    contract({ closingDate: '2025-04-01', title: { objectionDays: 10, objectionsResolvedDate: '2025-03-10' } }),
    'closing',
    { dueDate: '2025-04-01' },
  ],
  [
    'Commitment extension, whichever is earlier: 03-24 + 15 = 04-08, but 3 days before the 04-01 closing is 03-29',
    contract({ closingDate: '2025-04-01', title: { objectionDays: 10, contractReceivedDate: '2025-03-04' } }),
    'title-commitment-extension',
    { dueDate: '2025-03-29' },
  ],
  [
    'Title Company received the contract 03-04: Commitment due 20 days later, 03-24',
    contract({ title: { objectionDays: 10, contractReceivedDate: '2025-03-04' } }),
    'title-commitment',
    { dueDate: '2025-03-24', assignee: 'title_company', paragraph: '6B' },
  ],
  [
    'Property Approval is 3 days before a Tue 2025-04-08 closing: Sat 04-05, and it does not roll to a business day',
    contract({ closingDate: '2025-04-08', financing: { loanType: 'conventional' } }),
    'property-approval',
    { dueDate: '2025-04-05', rolledForward: false, paragraph: 'Third Party Financing Addendum ¶2B' },
  ],
  [
    'Buyer Approval ED Mon 2025-03-03 + 20 = Sun 03-23: not money, so it does not roll',
    contract({ financing: { loanType: 'conventional', buyerApprovalDays: 20 } }),
    'buyer-approval',
    { dueDate: '2025-03-23', rolledForward: false, assignee: 'lender' },
  ],
  [
    'Title objections wait for the Commitment: no date until Buyer receives it',
    contract(),
    'title-objections',
    { dueDate: null, status: 'waiting', waitingFor: "Buyer's receipt of the Commitment and Exception Documents" },
  ],
  [
    'Objections delivered 03-20: 15-day Cure Period ends 04-04, and Buyer must choose within 5 more days, 04-09',
    contract({ title: { objectionDays: 10, objectionsDeliveredDate: '2025-03-20' } }),
    'title-objection-election',
    { dueDate: '2025-04-09' },
  ],
  [
    'HOA ¶A(2): Buyer could not obtain the information by ED + 7 = 03-10, so the sole remedy runs 3 more days, 03-13',
    contract({ hoa: { choice: 'buyer-obtains', days: 7 } }),
    'hoa-information-not-obtained-termination',
    { dueDate: '2025-03-13' },
  ],
  [
    'Condo ¶2D: certification received Mon 03-10 becomes the Effective Date, so earnest money is due Thu 03-13',
    contract({ form: '30-18', condo: { rightOfRefusal: { days: 10, certificationReceivedDate: '2025-03-10' } } }),
    'earnest-money',
    { dueDate: '2025-03-13', paragraph: '5A' },
  ],
  [
    'El Paso property (Mountain time): the 5:00 p.m. option cut-off is local Mountain time',
    contract({ timeZone: 'America/Denver' }),
    'option-period',
    { dueDate: '2025-03-13', dueTime: '17:00', timeZone: 'America/Denver' },
  ],
  [
    "Seller's agent: Buyer's earnest money belongs to the other side, so it is assigned 'other', not 'client'",
    contract({ representing: 'seller' }),
    'earnest-money',
    { assignee: 'other', priority: 'high' },
  ],
];

describe('computeContractDeadlines: worked examples', () => {
  it.each(rows)('%s', (_name, input, key, expected) => {
    expect(pick(input, key)).toMatchObject(expected);
  });

  it('no Option Fee stated means no option right (¶5D): neither an Option Fee nor an Option Period deadline', () => {
    const keys = computeContractDeadlines(contract({ option: { days: 10, feeStated: false } })).map((d) => d.key);
    expect(keys).not.toContain('option-period');
    expect(keys).not.toContain('option-fee');
    expect(keys).toContain('earnest-money');
  });

  it('condo forms object under ¶6C and have no survey', () => {
    const list = computeContractDeadlines(
      contract({
        form: '30-17',
        survey: { option: 'seller-new', days: 5 },
        title: { objectionDays: 5, commitmentReceivedDate: '2025-03-10' },
      }),
    );
    expect(list.find((d) => d.key === 'survey')).toBeUndefined();
    expect(list.find((d) => d.key === 'title-objections')).toMatchObject({ dueDate: '2025-03-15', paragraph: '6C' });
  });

  it('rejects bad input with a message naming the field', () => {
    expect(() => computeContractDeadlines(contract({ effectiveDate: '2025-02-30' }))).toThrow(/effectiveDate/);
    expect(() => computeContractDeadlines(contract({ closingDate: '2025-03-01' }))).toThrow(/closingDate/);
    expect(() => computeContractDeadlines(contract({ option: { days: -1, feeStated: true } }))).toThrow(/option\.days/);
    expect(() => computeContractDeadlines(contract({ option: { days: 2.5, feeStated: true } }))).toThrow(
      /option\.days/,
    );
  });
});
