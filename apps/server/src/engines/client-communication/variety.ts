// Seeded phrasing: the same request always reads the same, a different client, context or tone reads
// differently. FNV-1a over the inputs; each slot draws independently.

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Pick = <T>(options: readonly [T, ...T[]], slot: string) => T;

export function picker(seed: string): Pick {
  return (options, slot) => options[fnv1a(`${seed}|${slot}`) % options.length] ?? options[0];
}
