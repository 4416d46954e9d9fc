import {
  createLeadRequest,
  leadPriorityLabels,
  leadStatusLabels,
  type ImportableLeadField,
  type LeadPriority,
  type LeadPropertyType,
  type LeadSource,
  type LeadStatus,
  type LeadTimeline,
  type PreApprovalState,
} from '@bluebonnet/contracts';
import { parseBudget } from './budget-value';
import { clipText, firstEmail, firstPhone, unprotectCell } from './cell-text';
import type { ColumnMapping } from './map-columns';
import { splitFullName } from './name-split';
import {
  mapPreApproval,
  mapPriority,
  mapPropertyType,
  mapSource,
  mapStatus,
  mapTimeline,
  parseCalendarDate,
} from './value-maps';

export type RowIssue = { field: string; message: string };

/** The Add Lead form's fields a CSV row can fill, as read from the row. */
export type LeadDraftInput = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  source?: LeadSource;
  status?: LeadStatus;
  priority?: LeadPriority;
  budget?: number;
  timeline?: LeadTimeline;
  propertyType?: LeadPropertyType;
  preferredAreas?: string;
  preApproval?: PreApprovalState;
  nextFollowUpDate?: string;
  notes?: string;
};

/** One row turned into what the Add Lead form would send, before the form's schema has judged it. */
export type RowDraft = {
  input: LeadDraftInput;
  /** A one-word Name: the row has no last name, and the name error replaces the required-field ones. */
  nameError: RowIssue | null;
  warnings: RowIssue[];
};

/** createLeadRequest's limits for the two free-text fields: longer CRM notes are cut, not refused. */
const TEXT_LIMITS = { preferredAreas: 500, notes: 2000 } as const;

const fieldSchema = createLeadRequest.shape;

/** A cell quoted back in a message, cut short so a runaway cell does not flood the report. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

export type RowDefaults = {
  /** The source of a row with no Source cell (a Zillow export's leads came from Zillow). */
  source?: LeadSource;
};

/** Turns a row's cells into a lead draft; the value rules are those of value-maps.ts and the contract. */
export function rowToLead(values: readonly string[], columns: ColumnMapping, defaults: RowDefaults = {}): RowDraft {
  const cell = (field: ImportableLeadField): string | undefined => {
    const at = columns.findIndex((c) => c.field === field);
    const value = at >= 0 ? unprotectCell((values[at] ?? '').trim()) : '';
    return value === '' ? undefined : value;
  };
  const input: LeadDraftInput = {};
  const warnings: RowIssue[] = [];
  const warn = (field: string, message: string) => warnings.push({ field, message });
  let nameError: RowIssue | null = null;

  let firstName = cell('firstName');
  let lastName = cell('lastName');
  const fullName = cell('name');
  if (!(firstName && lastName) && fullName) {
    const split = splitFullName(fullName);
    if (split) ({ firstName, lastName } = split);
    else {
      firstName ??= fullName; // shown in the preview
      nameError = {
        field: 'name',
        message: `${quoted(fullName)} has no last name: write a first and last name, such as Maria Garcia`,
      };
    }
  } else if (firstName && !lastName && firstName.includes(' ')) {
    // Some CRMs put the whole name in First Name.
    const split = splitFullName(firstName);
    if (split) {
      warn('name', `${quoted(firstName)} was read as first name ${split.firstName}, last name ${split.lastName}`);
      ({ firstName, lastName } = split);
    }
  }
  input.firstName = firstName;
  input.lastName = lastName;

  const email = cell('email');
  input.email = email === undefined ? undefined : firstEmail(email);

  const phone = cell('phone');
  if (phone !== undefined) {
    const checked = fieldSchema.phone.safeParse(firstPhone(phone));
    if (checked.success) input.phone = checked.data;
    else
      warn('phone', `Phone ${quoted(phone)} was left out: ${checked.error.issues[0]?.message ?? 'not a phone number'}`);
  }

  // An option cell we cannot place is left to the form's default, with a warning saying so.
  const option = <T extends string>(field: ImportableLeadField, map: (text: string) => T | null, unknown: string) => {
    const text = cell(field);
    if (text === undefined) return undefined;
    const code = map(text);
    if (code === null) warn(field, `${quoted(text)} ${unknown}`);
    return code ?? undefined;
  };
  // A source we do not know is still a source: it is kept as Other rather than dropped.
  const source = cell('source');
  input.source =
    source === undefined
      ? defaults.source
      : (option('source', mapSource, 'is not a source we know; it was saved as Other') ?? 'other');
  input.status = option(
    'status',
    mapStatus,
    `is not a status we know; the lead was imported as ${leadStatusLabels.new}`,
  );
  input.priority = option(
    'priority',
    mapPriority,
    `is not low, medium or high; it was set to ${leadPriorityLabels.medium}`,
  );

  const budget = cell('budget');
  if (budget !== undefined) {
    const amount = parseBudget(budget);
    if (amount === null) {
      // "$0" is how some CRMs say "not given": nothing to warn about.
      if (!/^\$?0*(\.0+)?$/.test(budget)) warn('budget', `Budget ${quoted(budget)} is not an amount and was left out`);
    } else {
      const checked = fieldSchema.budget.safeParse(amount);
      if (checked.success) input.budget = checked.data;
      else
        warn('budget', `Budget ${quoted(budget)} was left out: ${checked.error.issues[0]?.message ?? 'not an amount'}`);
    }
  }

  input.timeline = option('timeline', mapTimeline, 'is not a timeline we know and was left out');
  input.propertyType = option('propertyType', mapPropertyType, 'is not a property type we know and was left out');
  input.preApproval = option('preApproval', mapPreApproval, 'is not a pre-approval state we know and was left out');
  const followUp = cell('nextFollowUpDate');
  if (followUp !== undefined) {
    const date = parseCalendarDate(followUp);
    if (date) input.nextFollowUpDate = date;
    else warn('nextFollowUpDate', `Follow-up date ${quoted(followUp)} is not a date and was left out`);
  }

  for (const field of ['preferredAreas', 'notes'] as const) {
    const text = cell(field);
    if (text === undefined) continue;
    const { text: kept, clipped } = clipText(text, TEXT_LIMITS[field]);
    input[field] = kept;
    if (clipped)
      warn(
        field,
        `${field === 'notes' ? 'Notes were' : 'Preferred areas were'} cut to ${TEXT_LIMITS[field].toLocaleString('en-US')} characters`,
      );
  }

  return { input, nameError, warnings };
}
