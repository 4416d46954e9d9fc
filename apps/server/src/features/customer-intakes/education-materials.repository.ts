import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educationMaterials } from '../../db/schema/index';

type EducationMaterialSeed = typeof educationMaterials.$inferInsert;

export function activeEducationMaterials(db: Db): Promise<(typeof educationMaterials.$inferSelect)[]> {
  return db.select().from(educationMaterials).where(eq(educationMaterials.isActive, true));
}

/** New pieces are added, existing ones refreshed, all or none; safe to run at every start. */
export async function upsertEducationMaterials(db: Db, seeds: readonly EducationMaterialSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeds) {
      await tx
        .insert(educationMaterials)
        .values(seed)
        .onConflictDoUpdate({
          target: educationMaterials.slug,
          set: {
            title: seed.title,
            category: seed.category,
            description: seed.description,
            content: seed.content,
            order: seed.order,
          },
        });
    }
  });
}
