import type { PlanInstalment } from '@wayfarer/shared/rules/instalments';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tourPackages } from '../../db/schema.ts';

// A package's instalment plan (ADR 1365): one jsonb column of tour_packages, replaced whole.

/** Sets (or, with null, removes) the plan. Bookings keep the plan they were made with. */
export async function writeInstalmentPlan(
  db: Database,
  packageId: string,
  plan: PlanInstalment[] | null,
  now: Date,
): Promise<void> {
  await db
    .update(tourPackages)
    .set({ instalmentPlan: plan, updatedAt: now })
    .where(eq(tourPackages.id, packageId));
}
