import { describe, expect, it } from 'vitest';
import {
  areDetailsComplete,
  areNotesVisible,
  detailsReminderDate,
  isDetailsReminderDay,
  isPassportValidForTrip,
  maskPassport,
  passportNeededBy,
  passportTooSoonMessage,
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
  it('wants a passport valid until the return date plus the package’s months, and masks it', () => {
    // Six months after a 5 May return is 5 Nov; the day before is refused.
    expect(passportNeededBy('2026-05-05', 6)).toBe('2026-11-05');
    expect(isPassportValidForTrip('2026-11-04', '2026-05-05', 6)).toBe(false);
    expect(isPassportValidForTrip('2026-11-05', '2026-05-05', 6)).toBe(true);
    // A month without the day ends on its last day; 0 months means the return date itself.
    expect(passportNeededBy('2026-08-31', 6)).toBe('2027-02-28');
    expect(passportNeededBy('2027-08-31', 6)).toBe('2028-02-29');
    expect(passportNeededBy('2026-12-15', 24)).toBe('2028-12-15');
    expect(isPassportValidForTrip('2026-05-04', '2026-05-05', 0)).toBe(false);
    expect(isPassportValidForTrip('2026-05-05', '2026-05-05', 0)).toBe(true);
    expect(passportTooSoonMessage('2026-05-05', 6)).toBe(
      'Passport expiry must be on or after 05 Nov 2026 (2026-11-05): 6 months after the return date',
    );
    expect(passportTooSoonMessage('2026-05-05', 1)).toContain('1 month after the return date');
    expect(passportTooSoonMessage('2026-05-05', 0)).toContain('(2026-05-05): the return date');
    expect(maskPassport('Z1234567')).toBe('••••4567');
    expect(maskPassport('123')).toBe('••••');
  });
  it('shows the notes from the due date', () => {
    expect(areNotesVisible('2026-03-10', '2026-03-09')).toBe(false);
    expect(areNotesVisible('2026-03-10', '2026-03-10')).toBe(true);
  });
});
