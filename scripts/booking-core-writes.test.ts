import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The booking core (ADR 1300): a booking, its seats, its payments and its refunds are written only
// by the bookings module (its core and the repositories its transitions call). Any other module
// asks it. A write of those tables anywhere else under apps/api/src fails the lint run here.

const apiSrc = fileURLToPath(new URL('../apps/api/src', import.meta.url));
const OWNED = ['bookings', 'seatHolds', 'paymentAttempts', 'refunds'];
const WRITE = new RegExp(`\\.(?:update|insert|delete)\\(\\s*(?:${OWNED.join('|')})\\s*\\)`);
const ALLOWED = [/^modules\/bookings\//, /\.test\.ts$/, /test-support\.ts$/, /^db\//, /^seed\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The files outside the bookings module that write a table the booking core owns. */
function writersOutsideTheCore(files: { path: string; source: string }[]): string[] {
  return files
    .filter((f) => !ALLOWED.some((re) => re.test(f.path)) && WRITE.test(f.source))
    .map((f) => f.path);
}

describe('the booking core owns its tables', () => {
  it('no module but bookings writes bookings, seat holds, payment attempts or refunds', () => {
    const files = sourceFiles(apiSrc).map((path) => ({
      path: relative(apiSrc, path),
      source: readFileSync(path, 'utf8'),
    }));
    expect(writersOutsideTheCore(files)).toEqual([]);
  });

  it('catches a planted write', () => {
    const planted = [
      { path: 'modules/date-changes/x.repository.ts', source: 'await tx.update(bookings).set({});' },
      { path: 'modules/operations/y.repository.ts', source: 'tx.insert( seatHolds ).values(v)' },
      { path: 'modules/bookings/core/z.repository.ts', source: 'tx.update(bookings)' },
      { path: 'modules/invoices/w.repository.ts', source: 'tx.update(taxInvoices)' },
    ];
    expect(writersOutsideTheCore(planted)).toEqual([
      'modules/date-changes/x.repository.ts',
      'modules/operations/y.repository.ts',
    ]);
  });
});
