import { describe, expect, it } from 'vitest';
import {
  areDetailsComplete,
  areNotesVisible,
  detailsReminderDate,
  isDetailsReminderDay,
  isPassportValidForTrip,
  maskPassport,
} from './trip-details.ts';

const contact = { emergencyName: 'Asha', emergencyPhone: '9876543210' };
const none = { passportNumber: null, nationality: null, passportExpiry: null };

describe('before-you-go rules', () => {
  it('needs the emergency contact; the passport only for an international trip', () => {
    expect(areDetailsComplete(undefined, false)).toBe(false);
    expect(areDetailsComplete({ ...contact, ...none, emergencyPhone: null }, false)).toBe(false);
    expect(areDetailsComplete({ ...contact, ...none }, false)).toBe(true);
    expect(areDetailsComplete({ ...contact, ...none }, true)).toBe(false);
    expect(
      areDetailsComplete(
        { ...contact, passportNumber: 'Z1234567', nationality: 'Indian', passportExpiry: '2030-01-01' },
        true,
      ),
    ).toBe(true);
  });
  it('reminds from a week before the due date until the due date', () => {
    expect(detailsReminderDate('2026-03-10')).toBe('2026-03-03');
    expect(isDetailsReminderDay('2026-03-10', '2026-03-02')).toBe(false);
    expect(isDetailsReminderDay('2026-03-10', '2026-03-03')).toBe(true);
    expect(isDetailsReminderDay('2026-03-10', '2026-03-10')).toBe(true);
    expect(isDetailsReminderDay('2026-03-10', '2026-03-11')).toBe(false);
  });
  it('wants a passport valid after the return date, and masks it', () => {
    expect(isPassportValidForTrip('2026-05-05', '2026-05-05')).toBe(false);
    expect(isPassportValidForTrip('2026-05-06', '2026-05-05')).toBe(true);
    expect(maskPassport('Z1234567')).toBe('••••4567');
    expect(maskPassport('123')).toBe('••••');
  });
  it('shows the notes from the due date', () => {
    expect(areNotesVisible('2026-03-10', '2026-03-09')).toBe(false);
    expect(areNotesVisible('2026-03-10', '2026-03-10')).toBe(true);
  });
});
