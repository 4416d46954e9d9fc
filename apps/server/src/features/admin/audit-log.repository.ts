import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type Actor = { id: number; email: string; ip?: string };

export async function insertAuditEntry(
  tx: Tx,
  actor: Actor,
  action: string,
  target: { id: number; email: string },
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetUserId: target.id,
    targetEmail: target.email,
    details,
    ip: actor.ip ?? null,
  });
}
