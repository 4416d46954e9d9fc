// Writes apps/server/data/trec/trec-sample.txt: a small TREC license-holder file in the real trecfile.txt
// layout (../shared/domain/trec.md §1.2–§1.3) with made-up people, for the offline default and the tests.
// Every person is fictional and marked: middle name "Sample", business names start "Sample", e-mail at
// example.com, phones in the 555-01xx fiction range, license numbers from 9900001 up. Deterministic: a
// fixed seed and a fixed "as of" date give byte-identical output. Usage: node scripts/generate-trec-sample.mjs [out]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/server/data/trec/trec-sample.txt'));
const AS_OF = { y: 2026, m: 5 }; // the sample's own "today": expirations before it are past

/** mulberry32: small, seedable, the same sequence on every machine. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20260501);
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pick = (list) => list[int(0, list.length - 1)];
const pad = (n, width) => String(n).padStart(width, '0');

const FIRST = ['Maria', 'James', 'Ana', 'Robert', 'Lucía', 'David', 'Linda', 'José', 'Karen', 'Michael', 'Sofía'];
const FIRST_MORE = ['Thomas', 'Nancy', 'Andrés', 'Patricia', 'Kevin', 'Renée', 'Daniel', 'Mónica', 'Brian', 'Grace'];
// Latin-1 letters on purpose: the real file is a single-byte code page, and "Muñoz" must read back right.
const LAST = ['Alvarez', 'Muñoz', 'Nguyen', 'Peña', 'Johnson', 'Núñez', 'Williams', 'García', 'Brown', 'Ibáñez'];
const LAST_MORE = ['Patel', 'Rodríguez', 'Miller', 'Ortiz', 'Davis', 'Kim', 'Castañeda', 'Wilson', 'Hernández'];
const FIRSTS = [...FIRST, ...FIRST_MORE];
const LASTS = [...LAST, ...LAST_MORE];
const SUFFIXES = ['', '', '', '', '', '', '', '', 'Jr.', 'III'];
/** DFW places with their TREC county code (alphabetical index, trec.md §1.3) and a ZIP. */
const PLACES = [
  ['Dallas', '057', '75201'],
  ['Plano', '043', '75024'],
  ['Fort Worth', '220', '76102'],
  ['Denton', '061', '76201'],
  ['Rockwall', '199', '75087'],
  ['Waxahachie', '070', '75165'],
  ['Weatherford', '184', '76086'],
  ['Houston', '101', '77002'],
  ['Austin', '227', '78701'],
];

const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const ymd = (y, m, d) => `${y}${pad(m, 2)}${pad(d, 2)}`;
const monthEnd = (y, m) => ymd(y, m, new Date(Date.UTC(y, m, 0)).getUTCDate());
const randomDate = (fromYear, toYear) => ymd(int(fromYear, toYear), int(1, 12), int(1, 28));
/** Licenses expire on a month end (trec.md §1.7); months from AS_OF, negative for the past. */
function expiryIn(months) {
  const total = AS_OF.y * 12 + (AS_OF.m - 1) + months;
  return monthEnd(Math.floor(total / 12), (total % 12) + 1);
}

let phoneSeq = 0;
function contact(first, last) {
  const [city, county, zip] = pick(PLACES);
  const street = `${int(100, 9899)} Sample ${pick(['Oak', 'Elm', 'Main', 'Pecan', 'Bluebonnet'])} St`;
  const physical = random() < 0.5 ? [street, '', '', city, 'TX', zip, county] : ['', '', '', '', '', '', ''];
  const handle = (s) =>
    ascii(s)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const email = first === last ? `office.${handle(last)}@example.com` : `${handle(first)}.${handle(last)}@example.com`;
  const phone = `(214) 555-01${pad(phoneSeq++ % 100, 2)}`;
  return {
    phone,
    email,
    mailing: [street, random() < 0.2 ? `Suite ${int(100, 400)}` : '', '', city, 'TX', zip, county],
    physical,
  };
}

const rows = [];
/** One row of the 33 columns in trec.md §1.2 order. */
function addRow(p) {
  const c = contact(p.first ?? p.name, p.last ?? p.name);
  const rel = p.related ?? null;
  rows.push([
    p.type,
    p.number,
    p.fullName,
    p.suffix ?? '',
    p.status,
    p.original,
    p.expires,
    p.education ?? '2',
    p.mce ?? '2',
    p.supervisor ? '1' : '0',
    c.phone,
    c.email,
    ...c.mailing,
    ...c.physical,
    rel ? rel.type : '',
    rel ? rel.number : '',
    rel ? rel.fullName : '',
    rel ? (rel.suffix ?? '') : '',
    rel ? p.relatedStart : '',
    p.agency ?? '',
    p.lastFirst,
  ]);
  return p;
}

let nextNumber = 9900001;
function person(type, status, extra = {}) {
  const first = pick(FIRSTS);
  const last = pick(LASTS);
  const suffix = pick(SUFFIXES);
  const original = randomDate(1995, 2024);
  const expires =
    { 45: expiryIn(-int(1, 20)), 56: expiryIn(-int(1, 30)), 80: expiryIn(-int(0, 12)) }[status] ?? expiryIn(int(1, 24));
  const fullName = `${first} Sample ${last}`; // the suffix has its own column
  const lastFirst = `${last.toUpperCase()}, ${first.toUpperCase()} SAMPLE`;
  return addRow({
    type,
    number: String(nextNumber++),
    first,
    last,
    suffix,
    fullName,
    lastFirst,
    status,
    original,
    expires,
    ...extra,
  });
}
function business(type, status, name, designated, extra = {}) {
  const original = randomDate(2000, 2023);
  const fullName = `Sample ${name}`;
  const related = designated
    ? { type: designated.type, number: designated.number, fullName: designated.fullName }
    : null;
  const relatedStart = designated ? randomDate(Math.max(2000, Number(original.slice(0, 4))), 2025) : '';
  return addRow({
    type,
    number: String(nextNumber++),
    name,
    fullName,
    lastFirst: fullName.toUpperCase(),
    status,
    original,
    expires: status === '45' ? expiryIn(-3) : expiryIn(int(1, 24)),
    education: '0',
    mce: '0',
    related,
    relatedStart,
    ...extra,
  });
}
const sponsored = (sponsor, original) => ({
  related: { type: sponsor.type, number: sponsor.number, fullName: sponsor.fullName, suffix: sponsor.suffix },
  relatedStart: randomDate(Math.max(1995, Number(original.slice(0, 4))), 2025),
});

// Brokers: individuals first (designated brokers of the businesses), then businesses and a branch.
const brokerStatuses = [
  '20',
  '20',
  '20',
  '20',
  '20',
  '20',
  '30',
  '20',
  '20',
  '21',
  '20',
  '20',
  '45',
  '20',
  '20',
  '20',
  '20',
  '20',
  '20',
  '20',
];
const brokers = brokerStatuses.map((status) => person('BRK', status, { supervisor: true }));
const active = (p) => p.status === '20' || p.status === '30';
const activeBrokers = brokers.filter(active);
const firms = [
  business('BLLC', '20', `${LAST[0]} Realty LLC`, activeBrokers[0]),
  business('BLLC', '20', `${LAST[1]} Homes LLC`, activeBrokers[1]),
  business('BLLC', '21', `${LAST[2]} Land LLC`, brokers[9]),
  business('BLLC', '20', `${LAST[3]} Ranch Properties LLC`, activeBrokers[2]),
  business('BCRP', '20', `${LAST[4]} Real Estate Inc.`, activeBrokers[3]),
  business('BCRP', '45', `${LAST[5]} Properties Corp.`, null),
  business('6', '20', `${LAST[6]} & ${LAST[7]} Partners`, activeBrokers[4]),
];
const branchOf = firms[0];
business('REB', '20', `${LAST[0]} Realty LLC - Plano Branch`, {
  type: branchOf.type,
  number: branchOf.number,
  fullName: branchOf.fullName,
});
const sponsors = [...activeBrokers, ...firms.filter(active)];

// Sales agents: every status once, then mostly active. Only active agents have a sponsor (an expired or
// inactive license loses its sponsorship, trec.md §1.7).
const agentStatuses = ['20', '21', '30', '31', '45', '47', '56', '57', '80'];
const agents = [];
for (let i = 0; i < 235; i++) {
  const status = agentStatuses[i] ?? pick(['20', '20', '20', '20', '20', '20', '20', '21', '21', '45', '30', '31']);
  const original = randomDate(2000, 2025);
  const extra = {
    original,
    education: pick(['2', '2', '2', '1']),
    mce: pick(['2', '2', '1', '0']),
    supervisor: random() < 0.05,
  };
  agents.push(
    person('SALE', status, active({ status }) ? { ...extra, ...sponsored(pick(sponsors), original) } : extra),
  );
}

// Inspectors: apprentices are sponsored by a professional inspector.
const inspectors = [0, 1, 2, 3, 4, 5].map((i) => person('PRIN', i === 5 ? '21' : '20'));
for (let i = 0; i < 3; i++) person('REIN', '20');
for (let i = 0; i < 3; i++) {
  const original = randomDate(2022, 2025);
  person('APIN', '20', { original, education: '1', ...sponsored(inspectors[i], original) });
}
business('ILLC', '20', `${LAST[8]} Home Inspections LLC`, inspectors[0]);
business('ICRP', '20', `${LAST[9]} Inspection Services Inc.`, inspectors[1]);

// Easement and right-of-way agents; two sales agents also hold an ERW license on the same number.
for (let i = 0; i < 3; i++) person('ERWI', '20');
business('ERWO', '20', 'Right-of-Way Services LLC', null);
for (const agent of agents.slice(20, 22)) {
  addRow({ ...agent, type: 'ERWI', related: null, relatedStart: '', education: '0', mce: '0', supervisor: false });
}

const text = rows.map((cells) => cells.join('\t') + '\r\n').join('');
if (/[\u0100-\uffff]/.test(text)) throw new Error('The sample must be single-byte (Latin-1) text.');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, Buffer.from(text, 'latin1'));
console.log(`Wrote ${rows.length} sample license rows to ${path.relative(process.cwd(), outFile)}`);
