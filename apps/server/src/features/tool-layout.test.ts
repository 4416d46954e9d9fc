import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toolFeatures } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const places = {
  contracts: (f: string) => `${root}packages/contracts/src/${f}`,
  server: (f: string) => `${root}apps/server/src/features/${f}`,
  web: (f: string) => `${root}apps/web/src/features/${f}`,
};

// A newcomer finds any tool in the same three places (docs/adding-a-tool.md).
describe('tool → feature folder table', () => {
  const features = [...new Set(Object.values(toolFeatures))].filter((f) => f !== 'dashboard');

  it.each(features)('%s is in all three places or in none yet', (feature) => {
    const found = Object.fromEntries(Object.entries(places).map(([name, at]) => [name, existsSync(at(feature))]));
    const built = Object.values(found).some(Boolean);
    expect(found).toEqual({ contracts: built, server: built, web: built });
  });

  it('names the built tools’ folders', () => {
    expect(existsSync(places.server(toolFeatures['contract-assistance']))).toBe(true);
    expect(existsSync(places.web(toolFeatures['customer-intake']))).toBe(true);
  });
});
