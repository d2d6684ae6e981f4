import { nearestPaise, paiseToRupeesOrNull } from '@wayfarer/shared/rules/money';
import { missingForComingSoon } from '@wayfarer/shared/rules/launch-list';
import { firstBookableDate } from '@wayfarer/shared/rules/travel-date';
import {
  type LaunchListResponse,
  launchListMessages,
  type launchListBody,
} from '@wayfarer/shared/schemas/launch-list';
import { rejectedPublishMessage, type TourStateResponse, tourMessages } from '@wayfarer/shared/schemas/tour';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { csvLine } from '../../lib/csv.ts';
import { layoutJob, siteLink } from '../../lib/email-layout.ts';
import { isUuid } from '../../lib/uuid.ts';
import { todayInIndia } from '@wayfarer/shared/rules/travel-date';
import { packageForUser } from '../tours/index.ts';
import { toState } from '../tours/index.ts';
import {
  findLaunchesDue,
  findPackageStatus,
  insertLaunchListEntry,
  listLaunchList,
  markPackageComingSoon,
  notifyEntryOnce,
} from './launch-list.repository.ts';
import type { Clock } from '../../lib/clock.ts';

// "Coming soon" packages and their launch list (ADR 1209).

export type LaunchListDeps = { db: Database; clock: Clock };

/** Draft → Coming soon: shown on the creator's profile and its page with "Notify me"; not bookable. */
export async function markComingSoon(
  deps: LaunchListDeps,
  user: AuthUser,
  id: string,
): Promise<TourStateResponse> {
  const pkg = await packageForUser(deps.db, user, id);
  if (pkg.status === 'ComingSoon') return toState(pkg);
  if (user.role !== 'ADMIN') {
    if (pkg.status === 'Rejected')
      throw new AppError('PACKAGE_REJECTED', rejectedPublishMessage(pkg.rejectionReason));
    if (pkg.status === 'PendingReview')
      throw new AppError('PACKAGE_PENDING_REVIEW', tourMessages.pendingReview);
  }
  // A published package is unpublished first (its paid travellers are asked about there).
  if (pkg.status === 'Published')
    throw new AppError('PACKAGE_NOT_DRAFT', launchListMessages.comingSoonFromDraft);
  const missing = missingForComingSoon(pkg);
  if (missing.length > 0) {
    throw new AppError(
      'PACKAGE_INCOMPLETE',
      tourMessages.incomplete,
      missing.map((label) => ({ path: label.split(':')[0]!.trim().toLowerCase(), message: label })),
    );
  }
  return toState(await markPackageComingSoon(deps.db, pkg.id));
}

/** Public "Notify me": 201, or 409 when the address (in any case) is on the list already. */
export async function joinLaunchList(
  deps: LaunchListDeps,
  packageId: string,
  body: z.output<typeof launchListBody>,
): Promise<{ id: string; message: string }> {
  const pkg = isUuid(packageId) ? await findPackageStatus(deps.db, packageId) : undefined;
  if (pkg?.status !== 'ComingSoon') {
    throw new AppError('PACKAGE_UNAVAILABLE', launchListMessages.packageNotComingSoon);
  }
  const row = await insertLaunchListEntry(deps.db, {
    packageId: pkg.id,
    name: body.name,
    email: body.email,
    budgetPaise: body.budget == null ? null : nearestPaise(body.budget),
  });
  if (!row) {
    throw new AppError('ALREADY_ON_LAUNCH_LIST', launchListMessages.alreadyListed, [
      { path: 'email', message: launchListMessages.alreadyListed },
    ]);
  }
  return { id: row.id, message: launchListMessages.joined };
}

export async function getLaunchList(
  deps: LaunchListDeps,
  user: AuthUser,
  packageId: string,
): Promise<LaunchListResponse> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const rows = await listLaunchList(deps.db, pkg.id);
  return {
    count: rows.length,
    entries: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      budget: paiseToRupeesOrNull(r.budgetPaise),
      createdAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt?.toISOString() ?? null,
    })),
  };
}

const CSV_HEADER = ['Joined on', 'Name', 'E-mail', 'Budget per person (INR)', 'Notified on'];

export async function launchListCsv(
  deps: LaunchListDeps,
  user: AuthUser,
  packageId: string,
): Promise<string> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const rows = await listLaunchList(deps.db, pkg.id);
  return (
    csvLine(CSV_HEADER) +
    rows
      .map((r) =>
        csvLine([
          { raw: todayInIndia(r.createdAt) },
          r.name,
          r.email,
          r.budgetPaise === null ? null : { raw: (r.budgetPaise / 100).toFixed(2) },
          r.notifiedAt ? { raw: todayInIndia(r.notifiedAt) } : null,
        ]),
      )
      .join('')
  );
}

const JOB_BATCH = 100;
const MAX_BATCHES = 20;

/**
 * The launch job: everyone waiting on a package that is now Published with a bookable date gets
 * one e-mail (guarded notifiedAt, dedupe key launch-list:{entryId}). Answers how many it queued.
 */
export async function runLaunchListOnce(deps: LaunchListDeps): Promise<{ notified: number }> {
  const now = deps.clock();
  let notified = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await findLaunchesDue(deps.db, firstBookableDate(now), JOB_BATCH);
    for (const { entry, packageTitle, packageSlug } of due) {
      const job = layoutJob(entry.email, `launch-list:${entry.id}`, {
        subject: `Now open for booking: ${packageTitle}`,
        intro: `Hello ${entry.name}, "${packageTitle}" has dates you can book now.`,
        lines: [['Package', packageTitle]],
        link: { label: 'See the dates', href: siteLink(`/package/${packageSlug}`) },
        outro: 'You get this e-mail once because you asked to be told on the package page.',
      });
      if (await notifyEntryOnce(deps.db, entry.id, now, job)) notified += 1;
    }
    if (due.length < JOB_BATCH) break;
  }
  return { notified };
}
