import type { BookingTraveller } from '@wayfarer/shared/schemas/booking';
import { travellerMessages } from '@wayfarer/shared/schemas/booking-manage';
import { describe, expect, it } from 'vitest';
import { bodyOf, formRowsOf, rowErrorsOf, validateRows } from './traveller-form';

const saved: BookingTraveller[] = [
  {
    id: 't1',
    name: 'Asha Rao',
    age: 34,
    gender: 'female',
    idType: 'aadhaar',
    idNumber: 'XXXXXXXX1234',
    email: 'asha@example.com',
    phone: null,
  },
];

describe('travellers form', () => {
  it('has exactly `people` rows, the saved ones first, ID numbers never prefilled', () => {
    const rows = formRowsOf(saved, 3);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      name: 'Asha Rao',
      age: '34',
      gender: 'female',
      idType: 'aadhaar',
      idNumber: '',
      email: 'asha@example.com',
      phone: '',
    });
    expect(rows[2]).toEqual({
      name: '',
      age: '',
      gender: '',
      idType: '',
      idNumber: '',
      email: '',
      phone: '',
    });
  });

  it('keeps a saved ID number by leaving it out, replaces it when typed, clears it with no ID type', () => {
    const rows = formRowsOf(saved, 1);
    expect(bodyOf(rows, saved)).toEqual([
      {
        name: 'Asha Rao',
        age: 34,
        gender: 'female',
        idType: 'aadhaar',
        email: 'asha@example.com',
        phone: null,
      },
    ]);
    expect(bodyOf([{ ...rows[0]!, idNumber: ' 9876 5432 ' }], saved)[0]).toMatchObject({
      idType: 'aadhaar',
      idNumber: '9876 5432',
    });
    expect(bodyOf([{ ...rows[0]!, idType: '' }], saved)[0]).toMatchObject({ idType: null, idNumber: null });
    // Another ID type without a number does not inherit the saved Aadhaar number.
    expect(bodyOf([{ ...rows[0]!, idType: 'passport' }], saved)[0]).toMatchObject({
      idType: 'passport',
      idNumber: null,
    });
  });

  it('checks rows with the server schema: name, age 0-120, ID characters', () => {
    const body = bodyOf(
      [
        { name: ' ', age: '', gender: '', idType: '', idNumber: '', email: '', phone: '' },
        {
          name: 'A'.repeat(100),
          age: '121',
          gender: '',
          idType: 'pan',
          idNumber: 'AB$12',
          email: 'not-an-address',
          phone: '12345',
        },
        { name: 'Ravi', age: '0', gender: 'male', idType: '', idNumber: '', email: '', phone: '9876543210' },
      ],
      [],
    );
    const errors = validateRows(body);
    expect(errors[0]).toEqual({ name: 'Name is required', age: travellerMessages.age });
    expect(errors[1]).toEqual({
      age: travellerMessages.age,
      idNumber: travellerMessages.idNumber,
      email: travellerMessages.invalidEmail,
      phone: 'Invalid phone number',
    });
    expect(errors[2]).toEqual({});
  });

  it("places the server's per-row errors on their rows and keeps list-wide ones apart", () => {
    const placed = rowErrorsOf(
      [
        { path: '1.age', message: travellerMessages.age },
        { path: '1.name', message: 'Name is required' },
        { path: '', message: 'Enter exactly one row per traveller' },
        { path: '7.name', message: 'Name is required' },
      ],
      2,
    );
    expect(placed.rows).toEqual([{}, { age: travellerMessages.age, name: 'Name is required' }]);
    expect(placed.general).toEqual(['Enter exactly one row per traveller', 'Name is required']);
  });
});
