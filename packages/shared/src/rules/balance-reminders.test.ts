import { describe, expect, it } from 'vitest';
import { balanceReminderOn, reminderDay } from './balance-reminders.ts';

// Travel 2027-03-31, balance due 2027-03-01 (30 days before), booked 2027-01-10.
const booking = { balanceDueDate: '2027-03-01', travelDate: '2027-03-31', bookedOn: '2027-01-10' };

describe('balanceReminderOn', () => {
  it('the 7-day reminder from 7 days before the due date until the day before it', () => {
    expect(reminderDay('2027-03-01', 'before')).toBe('2027-02-22');
    expect(balanceReminderOn(booking, '2027-02-21')).toBeNull();
    expect(balanceReminderOn(booking, '2027-02-22')).toBe('before');
    expect(balanceReminderOn(booking, '2027-02-28')).toBe('before');
  });

  it('the due-date reminder from the due date until the day before travel', () => {
    expect(reminderDay('2027-03-01', 'due')).toBe('2027-03-01');
    expect(balanceReminderOn(booking, '2027-03-01')).toBe('due');
    expect(balanceReminderOn(booking, '2027-03-30')).toBe('due');
    expect(balanceReminderOn(booking, '2027-03-31')).toBeNull();
    expect(balanceReminderOn(booking, '2027-04-05')).toBeNull();
  });

  it('no reminder on or before the booking day (the confirmation said it)', () => {
    // Booked 35 days before travel: the 7-day reminder's day had passed; the due one still goes.
    const late = { ...booking, bookedOn: '2027-02-24' };
    expect(balanceReminderOn(late, '2027-02-25')).toBeNull();
    expect(balanceReminderOn(late, '2027-03-01')).toBe('due');
    // Booked on the 7-day reminder's own day: none that day.
    expect(balanceReminderOn({ ...booking, bookedOn: '2027-02-22' }, '2027-02-22')).toBeNull();
    // Booked within 30 days of travel: due at once, on the booking day: no reminder.
    const dueAtOnce = { balanceDueDate: '2027-03-20', travelDate: '2027-04-01', bookedOn: '2027-03-20' };
    expect(balanceReminderOn(dueAtOnce, '2027-03-20')).toBeNull();
    expect(balanceReminderOn(dueAtOnce, '2027-03-25')).toBeNull();
  });
});
