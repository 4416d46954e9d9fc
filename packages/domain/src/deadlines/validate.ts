// Guards the pure engine against malformed input, so a bad date fails loudly instead of producing a
// plausible-looking wrong deadline. Servers still validate requests with zod first.
import { parseCivilDate, type CivilDate } from './civil-date';
import { formFamily, isTrecForm } from './forms';
import type { ContractDeadlineInput } from './input-types';

/** Longest day count accepted in any blank; ten years is far beyond any real contract. */
export const MAX_DAY_COUNT = 3650;
const TIME_ZONES = ['America/Chicago', 'America/Denver'];

type Maybe<T> = T | null | undefined;

function checkDays(label: string, value: Maybe<number>): void {
  if (value == null) return;
  if (!Number.isInteger(value) || value < 0 || value > MAX_DAY_COUNT) {
    throw new RangeError(`${label} must be a whole number of days from 0 to ${MAX_DAY_COUNT}, got ${value}`);
  }
}

function checkDate(label: string, value: Maybe<CivilDate>): void {
  if (value != null) parseCivilDate(value, label);
}

export function validateDeadlineInput(input: ContractDeadlineInput): void {
  if (!isTrecForm(input.form)) throw new RangeError(`form must be a supported TREC form, got "${String(input.form)}"`);
  formFamily(input.form);
  // Either date may be blank (the deadlines that need it are then waiting or left out), never malformed.
  checkDate('effectiveDate', input.effectiveDate);
  checkDate('closingDate', input.closingDate);
  if (input.effectiveDate != null && input.closingDate != null && input.closingDate < input.effectiveDate) {
    throw new RangeError('closingDate must not be before effectiveDate');
  }
  if (input.timeZone != null && !TIME_ZONES.includes(input.timeZone)) {
    throw new RangeError(`timeZone must be one of ${TIME_ZONES.join(', ')}`);
  }
  if (!input.title) throw new RangeError('title terms are required');
  const { survey, hoa, condo, construction, financing } = input;
  const days: [string, Maybe<number>][] = [
    ['option.days', input.option?.days],
    ['additionalEarnestMoneyDays', input.additionalEarnestMoneyDays],
    ['title.objectionDays', input.title.objectionDays],
    ['survey.days', survey && survey.option !== 'not-required' ? survey.days : null],
    ['naturalResourceLeases.terminationDays', input.naturalResourceLeases?.terminationDays],
    ['sellersDisclosure.days', input.sellersDisclosure?.days],
    ['waterDisclosure.days', input.waterDisclosure?.days],
    ['financing.buyerApprovalDays', financing?.buyerApprovalDays],
    ['appraisalAddendum.terminationDays', input.appraisalAddendum?.terminationDays],
    ['hoa.days', hoa && (hoa.choice === 'seller-delivers' || hoa.choice === 'buyer-obtains') ? hoa.days : null],
    ['condo.documents.days', condo?.documents?.days],
    ['condo.resaleCertificate.days', condo?.resaleCertificate?.days],
    ['condo.rightOfRefusal.days', condo?.rightOfRefusal?.days],
    ['construction.startDays', construction?.startDays],
  ];
  for (const [label, value] of days) checkDays(label, value);
  const dates: [string, Maybe<CivilDate>][] = [
    ['option.extendedTo', input.option?.extendedTo],
    ['title.contractReceivedDate', input.title.contractReceivedDate],
    ['title.commitmentReceivedDate', input.title.commitmentReceivedDate],
    ['title.objectionsDeliveredDate', input.title.objectionsDeliveredDate],
    ['title.objectionsResolvedDate', input.title.objectionsResolvedDate],
    ['survey.receivedDate', survey && survey.option !== 'not-required' ? survey.receivedDate : null],
    ['naturalResourceLeases.receivedDate', input.naturalResourceLeases?.receivedDate],
    ['sellersDisclosure.receivedDate', input.sellersDisclosure?.receivedDate],
    ['waterDisclosure.receivedDate', input.waterDisclosure?.receivedDate],
    ['financing.buyerApprovalAmendedTo', financing?.buyerApprovalAmendedTo],
    [
      'hoa.receivedDate',
      hoa && (hoa.choice === 'seller-delivers' || hoa.choice === 'buyer-obtains') ? hoa.receivedDate : null,
    ],
    ['hoa.paymentDate', hoa?.choice === 'already-received' ? hoa.paymentDate : null],
    ['condo.documents.receivedDate', condo?.documents?.receivedDate],
    ['condo.resaleCertificate.receivedDate', condo?.resaleCertificate?.receivedDate],
    ['condo.rightOfRefusal.certificationReceivedDate', condo?.rightOfRefusal?.certificationReceivedDate],
    ['construction.substantialCompletionDate', construction?.substantialCompletionDate],
    ['construction.completedDate', construction?.completedDate],
  ];
  for (const [label, value] of dates) checkDate(label, value);
}
