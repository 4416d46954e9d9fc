import { describe, expect, it } from 'vitest';
import { addressKey, contractIdentity, sameAddress, sameContract } from './contract-match';

const same = (a: string, b: string) => {
  const [x, y] = [addressKey(a), addressKey(b)];
  return !!x && !!y && sameAddress(x, y);
};

describe('the same property address', () => {
  it.each([
    ['4512 Elm Grove Ln, Plano, TX 75024', '4512 ELM GROVE LANE, Plano, Texas 75024'],
    ['4512 Elm Grove Ln., Plano, TX 75024', '4512  elm grove ln , plano'],
    ['4512 Elm Grove Ln Plano TX 75024', '4512 Elm Grove Lane, Plano, Texas 75024-1234'],
    ['2417 Hollow Creek Drive, Plano, TX 75025', '2417 Hollow Creek Dr'],
    ['1200 Main Street #204, Dallas, TX 75201', '1200 Main St, Unit 204, Dallas 75201'],
    ['901 N. Saint Mary Ave, San Antonio', '901 North St Mary Avenue, San Antonio'],
  ])('%s is %s', (a, b) => expect(same(a, b)).toBe(true));

  it.each([
    ['4512 Elm Grove Ln, Plano, TX 75024', '4514 Elm Grove Ln, Plano, TX 75024'],
    ['4512 Elm Grove Ln, Plano, TX 75024', '4512 Elm Grove Ct, Plano, TX 75024'],
    ['4512 Elm Grove Ln, Plano, TX 75024', '4512 Elm Grove Ln, Frisco, TX 75034'],
    ['1200 Main St #204, Dallas', '1200 Main St #205, Dallas'],
    ['12 Oak St', '12 Oak St 4'],
  ])('%s is not %s', (a, b) => expect(same(a, b)).toBe(false));

  it('does not take a five-digit house number for the ZIP', () => {
    expect(addressKey('12345 Main St')?.zip).toBeNull();
    expect(addressKey('12345 Main St, Dallas, TX 75201')?.zip).toBe('75201');
  });

  it('takes the unit from its own blank when the address has none', () => {
    expect(addressKey('1200 Main St, Dallas', 'Unit No. 204')?.unit).toBe('204');
    expect(addressKey('   ')).toBeNull();
  });
});

describe('the same contract', () => {
  const identity = (address: string | null, parties: Record<string, string>) =>
    contractIdentity(
      address,
      Object.entries(parties).map(([key, value]) => ({ key, value })),
    );
  const elm = '4512 Elm Grove Ln, Plano, TX 75024';
  const reyes = { buyer: 'Daniel A. Reyes and Priya N. Reyes', seller: 'Harold E. Brandt, a single man' };

  it('matches the same property and parties, however they are written', () => {
    const again = { buyer: 'DANIEL REYES & PRIYA REYES', seller: 'Harold Brandt' };
    expect(sameContract(identity(elm, reyes), identity('4512 Elm Grove Lane, Plano', again))).toBe(true);
  });

  it('treats a party blank on either side as not telling them apart', () => {
    expect(sameContract(identity(elm, reyes), identity(elm, { seller: 'Harold E. Brandt' }))).toBe(true);
    expect(sameContract(identity(elm, {}), identity(elm, reyes))).toBe(true);
  });

  it('tells apart two buyers for the same house, and two houses', () => {
    expect(sameContract(identity(elm, reyes), identity(elm, { ...reyes, buyer: 'Sofia M. Castillo' }))).toBe(false);
    expect(sameContract(identity(elm, reyes), identity('4514 Elm Grove Ln, Plano', reyes))).toBe(false);
  });

  it('never matches without a readable address', () => {
    expect(sameContract(identity(null, reyes), identity(null, reyes))).toBe(false);
  });

  it('reads the address from the key terms when the column is empty', () => {
    const fromTerms = contractIdentity(null, [{ key: 'propertyAddress', value: elm }]);
    expect(sameContract(fromTerms, identity(elm, reyes))).toBe(true);
  });
});
