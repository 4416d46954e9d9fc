type ClassValue = string | false | null | undefined;

/** Joins class names, skipping falsy ones. Small on purpose: no merge logic is needed here. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
