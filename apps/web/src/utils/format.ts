// ARCHITECTURE.md: amounts render as Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function formatRupees(amount: number): string {
  return inr.format(amount);
}

/** A calendar date as people in India read it, e.g. "14 March 2026" (today is the date in India). */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
}
