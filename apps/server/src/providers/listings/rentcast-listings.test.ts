import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createListingsProvider, listingsStatus } from './index';
import { createRentcastListingsProvider, ListingsProviderError } from './rentcast-listings.provider';
import type { ListingSearch } from './listing-types';

type Handler = (req: IncomingMessage, url: URL) => { status: number; body: unknown; delayMs?: number };

let server: Server | undefined;
const seen: { url: URL; apiKey: string | undefined }[] = [];

async function startFake(handler: Handler): Promise<string> {
  seen.length = 0;
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push({ url, apiKey: req.headers['x-api-key'] as string | undefined });
    const { status, body, delayMs = 0 } = handler(req, url);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`;
}
async function stopFake() {
  const s = server;
  server = undefined;
  if (!s) return;
  s.closeAllConnections();
  await new Promise((resolve) => s.close(resolve));
}
afterEach(stopFake);

const listing = (over: Record<string, unknown>) => ({
  id: '5500-Ohio-Dr,-Plano,-TX-75093',
  formattedAddress: '5500 Ohio Dr, Plano, TX 75093',
  addressLine1: '5500 Ohio Dr',
  addressLine2: null,
  city: 'Plano',
  state: 'TX',
  zipCode: '75093',
  price: 689_000,
  bedrooms: 4,
  bathrooms: 3,
  squareFootage: 2950,
  lotSize: 8712,
  propertyType: 'Single Family',
  yearBuilt: 1994,
  listedDate: '2026-10-30T00:00:00.000Z',
  daysOnMarket: 22,
  status: 'Active',
  ...over,
});

const search: ListingSearch = {
  zips: ['75093', '75024'],
  cities: ['Plano'],
  minPrice: 500_000,
  maxPrice: 750_000,
  propertyType: 'single-family',
  minBedrooms: 4,
};

describe('the RentCast listings driver', () => {
  it('asks per ZIP with the key header and maps the answer to live listings', async () => {
    const baseUrl = await startFake((_req, url) => ({
      status: 200,
      body:
        url.searchParams.get('zipCode') === '75093'
          ? [listing({}), listing({ id: 'cheap', price: 310_000 }), listing({ id: 'no-price', price: null })]
          : [
              listing({
                id: 'b',
                zipCode: '75024',
                city: 'PLANO',
                addressLine1: null,
                formattedAddress: '7 Elm Ct, Plano, TX 75024',
                propertyType: 'Townhouse',
                squareFootage: null,
              }),
            ],
    }));
    const provider = createRentcastListingsProvider({ baseUrl, apiKey: 'rc-test-key' });
    expect(provider).toMatchObject({ name: 'rentcast', isLive: true });
    const found = await provider.search(search);

    expect(seen.map((s) => s.apiKey)).toEqual(['rc-test-key', 'rc-test-key']);
    const q = seen.find((s) => s.url.searchParams.get('zipCode') === '75093')!.url;
    expect(q.pathname).toBe('/v1/listings/sale');
    expect(Object.fromEntries(q.searchParams)).toEqual({
      zipCode: '75093',
      state: 'TX',
      bedrooms: '4',
      propertyType: 'Single Family',
      status: 'Active',
      limit: '50',
    });
    expect(found).toHaveLength(2); // the $310,000 one is under budget; the one without a price is dropped
    expect(found[0]).toEqual({
      id: 'rentcast-5500-Ohio-Dr,-Plano,-TX-75093',
      address: '5500 Ohio Dr',
      city: 'Plano',
      state: 'TX',
      zip: '75093',
      price: 689_000,
      bedrooms: 4,
      bathrooms: 3,
      sqft: 2950,
      propertyType: 'single-family',
      yearBuilt: 1994,
      lotSizeSqft: 8712,
      listedDate: '2026-10-30T00:00:00.000Z',
      daysOnMarket: 22,
      features: [],
      source: 'rentcast',
      demo: false,
    });
    // A feed's capitals ("PLANO", "MC KINNEY") are shown as Texans write the name.
    expect(found[1]).toMatchObject({
      address: '7 Elm Ct',
      city: 'Plano',
      zip: '75024',
      propertyType: 'townhome',
      sqft: null,
    });
  });

  it('asks by city when no ZIP is known', async () => {
    const baseUrl = await startFake(() => ({ status: 200, body: [] }));
    await createRentcastListingsProvider({ baseUrl, apiKey: 'k' }).search({
      ...search,
      zips: [],
      propertyType: null,
      minBedrooms: null,
    });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      city: 'Plano',
      state: 'TX',
      status: 'Active',
      limit: '50',
    });
  });

  it('throws a clear error on a refused key, without leaking the key', async () => {
    const baseUrl = await startFake(() => ({ status: 401, body: 'Invalid API key' }));
    const provider = createRentcastListingsProvider({ baseUrl, apiKey: 'secret-key-123' });
    const err = await provider.search(search).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ListingsProviderError);
    expect((err as Error).message).toMatch(/HTTP 401.*Invalid API key.*Check the RentCast API key/);
    expect((err as Error).message).not.toContain('secret-key-123');
  });

  it('times out, and rejects an answer that is not a list', async () => {
    let baseUrl = await startFake(() => ({ status: 200, body: [], delayMs: 500 }));
    const slow = createRentcastListingsProvider({ baseUrl, apiKey: 'k', timeoutMs: 50 });
    await expect(slow.search(search)).rejects.toThrow(/timed out after 50 ms/);
    await stopFake();
    baseUrl = await startFake(() => ({ status: 200, body: { message: 'not a list' } }));
    await expect(createRentcastListingsProvider({ baseUrl, apiKey: 'k' }).search(search)).rejects.toThrow(
      /expected a JSON array/,
    );
  });

  it('is chosen only when both the URL and the key are configured', () => {
    expect(createListingsProvider({}).name).toBe('demo');
    expect(createListingsProvider({ RENTCAST_BASE_URL: 'http://127.0.0.1:1' }).name).toBe('demo');
    const live = createListingsProvider({ RENTCAST_BASE_URL: 'http://127.0.0.1:1', RENTCAST_API_KEY: 'k' });
    expect(listingsStatus(live)).toMatchObject({ isLiveDataAvailable: true, dataSource: { provider: 'rentcast' } });
    expect(listingsStatus(createListingsProvider({})).dataSource.note).toMatch(
      /^Live listings are not connected; these are demo homes/,
    );
  });
});
