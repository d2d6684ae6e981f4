import { earningsMessages } from '@wayfarer/shared/schemas/earnings';
import { describe, expect, it } from 'vitest';
import {
  formatRate,
  indiaDay,
  payoutStatementFileName,
  statementDatesError,
  statementFileName,
} from './earnings-format';

describe('earnings formatting', () => {
  it('reads a timestamp as its day in India', () => {
    // 20:00 UTC on 2 Feb is already 3 Feb in India (UTC+5:30).
    expect(indiaDay('2027-02-02T20:00:00.000Z')).toBe('03 Feb 2027');
    expect(indiaDay('2027-02-02T10:00:00.000Z')).toBe('02 Feb 2027');
    expect(indiaDay('not a date')).toBe('not a date');
  });

  it('shows rates with at most one decimal', () => {
    expect(formatRate(7)).toBe('7 %');
    expect(formatRate(18)).toBe('18 %');
    expect(formatRate(12.5)).toBe('12.5 %');
  });

  it('checks statement dates as the server does', () => {
    expect(statementDatesError('', '')).toBeUndefined();
    expect(statementDatesError('2026-01-01', '')).toBeUndefined();
    expect(statementDatesError('2026-01-01', '2026-01-01')).toBeUndefined();
    expect(statementDatesError('2026-02-01', '2026-01-31')).toBe(earningsMessages.dateOrder);
    expect(statementDatesError('2026-02-30', '')).toBe(earningsMessages.dateInvalid);
    expect(statementDatesError('', '31/01/2026')).toBe(earningsMessages.dateInvalid);
  });

  it('names the file after its dates', () => {
    expect(statementFileName('2026-01-01', '2026-03-31')).toBe('earnings-2026-01-01-to-2026-03-31.csv');
    expect(statementFileName('', '')).toBe('earnings-start-to-today.csv');
  });

  it('names a payout statement as the server does: the India day it was created and the id prefix', () => {
    const id = '6f404735-9fc2-4851-9384-0f2dd036c7ad';
    // 20:00 UTC is 01:30 the next day in India.
    expect(payoutStatementFileName({ id, createdAt: '2026-11-25T20:00:00.000Z' })).toBe(
      'payout-2026-11-26-6f404735.pdf',
    );
    expect(payoutStatementFileName({ id, createdAt: 'nope' })).toBe('payout-statement-6f404735.pdf');
  });
});
