import { departureMarginPaise, revenueKeptPaise } from '@wayfarer/shared/rules/departure-money';
import { paiseToRupees } from '@wayfarer/shared/rules/money';
import {
  type DepartureCostsResponse,
  type DepartureMoney,
  departureOpsMessages,
  type supplierCostBody,
  type supplierCostPatch,
} from '@wayfarer/shared/schemas/departure-ops';
import { supplierCostCategoryLabels } from '@wayfarer/shared/enums';
import type { z } from '@wayfarer/shared/zod';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { csvLine, csvRupees } from '../../../lib/csv.ts';
import { isUuid } from '../../../lib/uuid.ts';
import { departureNamesOf, packageForUser } from '../../tours/index.ts';
import { departureDateOf, type DepartureRef } from '../departure-date.ts';
import {
  type CostRow,
  type DateSums,
  deleteCost,
  findCost,
  insertCost,
  listCosts,
  listDateSums,
  updateCost,
} from './costs.repository.ts';
import type { Clock } from '../../../lib/clock.ts';

// ADR 1340: a date's supplier costs (hotel, vehicle, guide, other; paid or due) and its
// margin = revenue kept − supplier costs − the creators' share, each term from its one definition
// (rules/departure-money.ts). The admin's alone (the routes ask for ADMIN): the costs are the
// operator's contracts and the margin the platform's.

export type CostsDeps = { db: Database; clock: Clock };

/** A date's sums as the API answers them, rupees. */
export function moneyOf(sums: Omit<DateSums, 'departureId' | 'date'>): DepartureMoney {
  return {
    paid: paiseToRupees(sums.paidPaise),
    refunded: paiseToRupees(sums.refundedPaise),
    revenueKept: paiseToRupees(revenueKeptPaise(sums)),
    supplierCosts: paiseToRupees(sums.costsPaise),
    supplierCostsDue: paiseToRupees(sums.costsDuePaise),
    creatorShare: paiseToRupees(sums.creatorSharePaise),
    margin: paiseToRupees(departureMarginPaise(sums)),
  };
}

const NOTHING = { paidPaise: 0, refundedPaise: 0, creatorSharePaise: 0, costsPaise: 0, costsDuePaise: 0 };

/** Every date of the package with money or costs, keyed `departureId|date` (the board reads it). */
export async function moneyByDate(db: Database, packageId: string): Promise<Map<string, DepartureMoney>> {
  const sums = await listDateSums(db, packageId);
  return new Map(sums.map((s) => [`${s.departureId}|${s.date}`, moneyOf(s)]));
}

/** A date with nothing on it yet: every sum 0. */
export const noMoney = (): DepartureMoney => moneyOf(NOTHING);

const costOf = (row: CostRow) => ({
  id: row.id,
  category: row.category,
  description: row.description,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function dateOf(deps: CostsDeps, user: AuthUser, packageId: string, ref: DepartureRef) {
  const pkg = await packageForUser(deps.db, user, packageId);
  const departure = await departureDateOf(deps, pkg, ref);
  return { pkg, departure };
}

async function costsAnswer(
  deps: CostsDeps,
  pkg: { id: string; title: string },
  departure: { id: string; name: string },
  date: string,
): Promise<DepartureCostsResponse> {
  const ref = { departureId: departure.id, date };
  const [costs, sums] = await Promise.all([listCosts(deps.db, ref), listDateSums(deps.db, pkg.id, ref)]);
  return {
    package: { id: pkg.id, title: pkg.title },
    date,
    departureId: departure.id,
    departureName: departure.name,
    costs: costs.map(costOf),
    money: moneyOf(sums[0] ?? NOTHING),
  };
}

export async function getDepartureCosts(
  deps: CostsDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<DepartureCostsResponse> {
  const { pkg, departure } = await dateOf(deps, user, packageId, ref);
  return costsAnswer(deps, pkg, departure, ref.date);
}

export async function addDepartureCost(
  deps: CostsDeps,
  user: AuthUser,
  packageId: string,
  body: z.output<typeof supplierCostBody>,
): Promise<DepartureCostsResponse> {
  const { pkg, departure } = await dateOf(deps, user, packageId, body);
  await insertCost(
    deps.db,
    {
      packageId: pkg.id,
      departureId: departure.id,
      date: body.date,
      category: body.category,
      description: body.description,
      amountPaise: body.amount,
      status: body.status,
      createdBy: user.id,
    },
    deps.clock(),
  );
  return costsAnswer(deps, pkg, departure, body.date);
}

async function costOr404(deps: CostsDeps, user: AuthUser, packageId: string, costId: string) {
  const pkg = await packageForUser(deps.db, user, packageId);
  const cost = isUuid(costId) ? await findCost(deps.db, pkg.id, costId.toLowerCase()) : undefined;
  if (!cost) throw new AppError('SUPPLIER_COST_NOT_FOUND', departureOpsMessages.costNotFound);
  // A cost already on a date stays editable even if the date left the package's calendar since.
  const names = await departureNamesOf(deps.db, pkg.id);
  const departure = { id: cost.departureId, name: names.get(cost.departureId) ?? '' };
  return { pkg, cost, departure };
}

export async function changeDepartureCost(
  deps: CostsDeps,
  user: AuthUser,
  packageId: string,
  costId: string,
  patch: z.output<typeof supplierCostPatch>,
): Promise<DepartureCostsResponse> {
  const { pkg, cost, departure } = await costOr404(deps, user, packageId, costId);
  await updateCost(
    deps.db,
    cost.id,
    {
      ...(patch.category !== undefined && { category: patch.category }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.amount !== undefined && { amountPaise: patch.amount }),
      ...(patch.status !== undefined && { status: patch.status }),
    },
    deps.clock(),
  );
  return costsAnswer(deps, pkg, departure, cost.date);
}

export async function removeDepartureCost(
  deps: CostsDeps,
  user: AuthUser,
  packageId: string,
  costId: string,
): Promise<DepartureCostsResponse> {
  const { pkg, cost, departure } = await costOr404(deps, user, packageId, costId);
  await deleteCost(deps.db, cost.id);
  return costsAnswer(deps, pkg, departure, cost.date);
}

const MARGINS_HEADER = [
  'Travel date',
  'Departure',
  'Paid (INR)',
  'Refunded (INR)',
  'Revenue kept (INR)',
  'Supplier costs (INR)',
  'Of which due (INR)',
  'Creator share (INR)',
  'Margin (INR)',
];

const COSTS_HEADER = ['Travel date', 'Departure', 'Category', 'Description', 'Amount (INR)', 'Status'];

/**
 * The package's margins as CSV: a line per date with money or costs (past dates too), the same
 * sums as the board, then a total line; no amount is recomputed apart from the one definition.
 */
export async function marginsCsv(deps: CostsDeps, user: AuthUser, packageId: string): Promise<string> {
  const pkg = await packageForUser(deps.db, user, packageId);
  const [sums, names] = await Promise.all([listDateSums(deps.db, pkg.id), departureNamesOf(deps.db, pkg.id)]);
  const total = sums.reduce(
    (t, s) => ({
      paidPaise: t.paidPaise + s.paidPaise,
      refundedPaise: t.refundedPaise + s.refundedPaise,
      creatorSharePaise: t.creatorSharePaise + s.creatorSharePaise,
      costsPaise: t.costsPaise + s.costsPaise,
      costsDuePaise: t.costsDuePaise + s.costsDuePaise,
    }),
    NOTHING,
  );
  const line = (date: string | { raw: string }, departure: string, s: typeof NOTHING) =>
    csvLine([
      date,
      departure,
      csvRupees(s.paidPaise),
      csvRupees(s.refundedPaise),
      csvRupees(revenueKeptPaise(s)),
      csvRupees(s.costsPaise),
      csvRupees(s.costsDuePaise),
      csvRupees(s.creatorSharePaise),
      csvRupees(departureMarginPaise(s)),
    ]);
  return (
    csvLine(MARGINS_HEADER) +
    sums.map((s) => line({ raw: s.date }, names.get(s.departureId) ?? '', s)).join('') +
    line('Total', '', total)
  );
}

/** One date's cost rows as CSV (the costs page's export). */
export async function costsCsv(
  deps: CostsDeps,
  user: AuthUser,
  packageId: string,
  ref: DepartureRef,
): Promise<string> {
  const { departure } = await dateOf(deps, user, packageId, ref);
  const rows = await listCosts(deps.db, { departureId: departure.id, date: ref.date });
  return (
    csvLine(COSTS_HEADER) +
    rows
      .map((r) =>
        csvLine([
          { raw: r.date },
          departure.name,
          supplierCostCategoryLabels[r.category],
          r.description,
          csvRupees(r.amountPaise),
          r.status === 'paid' ? 'Paid' : 'Due',
        ]),
      )
      .join('')
  );
}
