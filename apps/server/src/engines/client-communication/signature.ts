// The agent's sign-off: their name, then the brokerage, phone and email they have on file. Texas
// advertising rules want the broker's name on what an agent sends, so it is there when known.
import { formatUsPhone, toUsE164 } from '@bluebonnet/domain';
import type { Brief, RealtorContext } from './types';

export function realtorOf(realtor: RealtorContext): Brief['realtor'] {
  const name = realtor.name.trim().replace(/\s+/g, ' ') || 'Your agent';
  const phone = realtor.phone?.trim() ? displayPhone(realtor.phone.trim()) : null;
  return {
    name,
    firstName: name.split(' ')[0] ?? name,
    email: realtor.email?.trim() || null,
    phone,
    brokerage: realtor.brokerage?.trim() || null,
  };
}

function displayPhone(phone: string): string {
  const e164 = toUsE164(phone);
  return e164 ? formatUsPhone(e164) : phone;
}

export function signatureBlock(realtor: Brief['realtor']): string {
  return [realtor.name, realtor.brokerage, realtor.phone, realtor.email].filter(Boolean).join('\n');
}

/** "Rosa Martinez with Lone Star Realty" for introductions. */
export function introName(realtor: Brief['realtor']): string {
  return realtor.brokerage ? `${realtor.name} with ${realtor.brokerage}` : realtor.name;
}
