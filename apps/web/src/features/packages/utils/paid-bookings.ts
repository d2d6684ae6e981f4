// A 409 from reject/unpublish that names the upcoming paid bookings: the API marks it with an
// issue at `confirm`. Its message is what the confirmation dialog shows.
export function paidBookingsWarning(error: unknown): string | undefined {
  const data = (error as { status?: unknown; data?: { message?: unknown; errors?: unknown } } | undefined)
    ?.data;
  if ((error as { status?: unknown } | undefined)?.status !== 409 || !Array.isArray(data?.errors)) {
    return undefined;
  }
  const flagged = data.errors.some((item) => (item as { path?: unknown })?.path === 'confirm');
  return flagged && typeof data.message === 'string' ? data.message : undefined;
}
