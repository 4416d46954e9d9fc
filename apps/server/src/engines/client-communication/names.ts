// What to call the client: "Maria" from "Maria Gonzalez", "Maria and José" from "Maria and José
// Gonzalez", "Maria" from "Gonzalez, Maria" or "Dr. Maria Gonzalez".

const TITLES = /^(mr|mrs|ms|miss|mx|dr|prof)\.?\s+/i;

export function firstNameOf(clientName: string): string {
  const name = clientName.trim().replace(/\s+/g, ' ');
  if (!name) return name;
  if (/^the\s/i.test(name)) return name; // "The Nguyen family" reads right as written
  const comma = /^([^,]+),\s*(.+)$/.exec(name);
  if (comma?.[2] && !/\s(and|&)\s/i.test(name)) return firstNameOf(comma[2]);
  const couple = /^(.+?)\s+(and|&)\s+(.+)$/i.exec(name);
  if (couple?.[1] && couple[3]) return `${firstWord(couple[1])} and ${firstWord(couple[3])}`;
  return firstWord(name);
}

function firstWord(part: string): string {
  const words = part.replace(TITLES, '').split(' ');
  return words[0] || part;
}
