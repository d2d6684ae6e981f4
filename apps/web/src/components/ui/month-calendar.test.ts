import { expect, it } from 'vitest';
import { monthTitleOf } from './month-calendar';

it('titles a month as en-IN does ("September 2026")', () => {
  const intl = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (let m = 0; m < 24; m++) {
    const date = new Date(Date.UTC(2026, m, 1));
    expect(monthTitleOf(date)).toBe(intl.format(date));
  }
});
