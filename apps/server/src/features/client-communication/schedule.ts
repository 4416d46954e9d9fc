// When an approved message goes out: now, at the agent's chosen time, or (texts) at the next minute
// inside the recipient's calling window, whichever is latest; and the words the screen shows for it.
import { checkWindow, describeLocal, hourLabel, recipientTimeZone, zoneLabel, type QuietHours } from './quiet-hours';

export type SendPlan = { at: Date | null; notice: string | null };

export function planSend(args: {
  channel: 'sms' | 'email';
  to: string;
  recipientName: string;
  now: Date;
  sendAt: Date | null;
  quiet: QuietHours;
}): SendPlan {
  const { channel, to, recipientName, now, quiet } = args;
  const chosen = args.sendAt && args.sendAt > now ? args.sendAt : null;
  const requested = chosen ?? now;
  const zone = channel === 'sms' ? recipientTimeZone(to, quiet.defaultTimeZone) : quiet.defaultTimeZone;
  const zoneName = zoneLabel(zone, requested);
  const window = channel === 'sms' ? checkWindow(requested, zone, quiet) : ({ allowed: true } as const);
  if (window.allowed) {
    if (!chosen) return { at: null, notice: null };
    const what = channel === 'sms' ? 'text' : 'email';
    return {
      at: chosen,
      notice: `The ${what} is scheduled for ${describeLocal(chosen, zone, now)} (${zoneName}), as you chose.`,
    };
  }
  const when = describeLocal(window.next, zone, now);
  const span = `${hourLabel(quiet.start)} to ${hourLabel(quiet.end)}`;
  if (chosen) {
    return {
      at: window.next,
      notice: `The time you chose is outside the hours texts may be sent (${span} for ${recipientName}, ${zoneName}): the text is scheduled for ${when}.`,
    };
  }
  const side = window.reason === 'after' ? `after ${hourLabel(quiet.end)}` : `before ${hourLabel(quiet.start)}`;
  return {
    at: window.next,
    notice: `It's ${side} for ${recipientName} (${zoneName}): the text is scheduled for ${when}.`,
  };
}
