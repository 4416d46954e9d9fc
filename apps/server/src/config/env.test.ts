import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('WORKERS', () => {
  it('defaults to one process', () => {
    expect(parseEnv({}).WORKERS).toBe(1);
  });

  it('refuses several processes on the embedded database, saying why', () => {
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      'WORKERS: WORKERS above 1 needs DATABASE_URL: the embedded database serves one process only',
    );
  });

  it('accepts several processes on PostgreSQL', () => {
    expect(parseEnv({ WORKERS: '4', DATABASE_URL: 'postgres://app@db.example.com/bluebonnet' }).WORKERS).toBe(4);
  });
});
