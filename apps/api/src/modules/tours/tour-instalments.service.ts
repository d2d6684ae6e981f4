import type { PlanInstalment } from '@wayfarer/shared/rules/instalments';
import type { InstalmentPlanResponse } from '@wayfarer/shared/schemas/instalments';
import { tourMessages } from '@wayfarer/shared/schemas/tour';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUuid } from '../../lib/uuid.ts';
import { packageForOwnerOrAdmin } from './tour-access.ts';
import { writeInstalmentPlan } from './tour-instalments.repository.ts';
import { findPackageWithCreator } from './tours.repository.ts';

// GET/PUT/DELETE /v1/tours/{id}/instalment-plan (ADR 1365): the package's creator or an admin.
// The body was checked by instalmentPlanBody (rules planProblem); a booking freezes the plan it
// was made with, so changing or removing a plan never touches the bookings already made.

const answer = (packageId: string, plan: readonly PlanInstalment[] | null): InstalmentPlanResponse => ({
  tourPackageId: packageId,
  instalments: (plan ?? []).map((s) => ({ percent: s.percent, daysBeforeTravel: s.daysBeforeTravel })),
});

export async function getInstalmentPlan(
  db: Database,
  user: AuthUser,
  packageId: string,
): Promise<InstalmentPlanResponse> {
  const pkg = await packageForOwnerOrAdmin(db, user, packageId);
  return answer(pkg.id, pkg.instalmentPlan);
}

export async function saveInstalmentPlan(
  deps: { db: Database; clock: () => Date },
  user: AuthUser,
  packageId: string,
  instalments: PlanInstalment[],
): Promise<InstalmentPlanResponse> {
  const pkg = await packageForOwnerOrAdmin(deps.db, user, packageId);
  const plan = instalments.map((s) => ({ percent: s.percent, daysBeforeTravel: s.daysBeforeTravel }));
  await writeInstalmentPlan(deps.db, pkg.id, plan, deps.clock());
  return answer(pkg.id, plan);
}

export async function removeInstalmentPlan(
  deps: { db: Database; clock: () => Date },
  user: AuthUser,
  packageId: string,
): Promise<InstalmentPlanResponse> {
  const pkg = await packageForOwnerOrAdmin(deps.db, user, packageId);
  await writeInstalmentPlan(deps.db, pkg.id, null, deps.clock());
  return answer(pkg.id, null);
}

/** The plan of a published package, for the checkout (anyone); 404 for anything else. */
export async function getPublicInstalmentPlan(
  db: Database,
  packageId: string,
): Promise<InstalmentPlanResponse> {
  const pkg = isUuid(packageId) ? await findPackageWithCreator(db, packageId.toLowerCase()) : undefined;
  if (pkg?.status !== 'Published') throw new AppError('PACKAGE_NOT_FOUND', tourMessages.packageNotFound);
  return answer(pkg.id, pkg.instalmentPlan);
}
