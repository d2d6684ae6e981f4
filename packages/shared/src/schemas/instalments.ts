import { MAX_INSTALMENTS, planProblem } from '../rules/instalments.ts';
import { z } from '../zod.ts';

// Instalment plans (ADR 1365): GET/PUT/DELETE /v1/tours/{id}/instalment-plan, and a booking's
// instalments as its reads show them.

const planStep = z.object({
  percent: z.number({ message: 'Enter a percentage' }),
  daysBeforeTravel: z.number({ message: 'Enter the days before travel' }).nullable(),
});

/** PUT /v1/tours/{id}/instalment-plan: the whole plan, replaced. */
export const instalmentPlanBody = z
  .object({ instalments: z.array(planStep).max(MAX_INSTALMENTS + 1) })
  .superRefine((body, ctx) => {
    const problem = planProblem(body.instalments);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: ['instalments'] });
  });
export type InstalmentPlanBody = z.input<typeof instalmentPlanBody>;

/** The package's plan; `instalments` empty when it has none (token and balance only). */
export const instalmentPlanResponse = z.object({
  tourPackageId: z.string(),
  instalments: z.array(
    z.object({ percent: z.number().int(), daysBeforeTravel: z.number().int().nullable() }),
  ),
});
export type InstalmentPlanResponse = z.infer<typeof instalmentPlanResponse>;

/** One instalment of a booking (rupees; the due date in India, YYYY-MM-DD). */
export const bookingInstalment = z.object({
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(['paid', 'due', 'overdue']),
  /** What of it is still owed. */
  owed: z.number(),
});
export type BookingInstalment = z.infer<typeof bookingInstalment>;
