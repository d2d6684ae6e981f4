import type { TravellerGender, TravellerIdType } from '@wayfarer/shared/enums';
import type { BookingTraveller } from '@wayfarer/shared/schemas/booking';
import { type TravellerRow, travellerRow } from '@wayfarer/shared/schemas/booking-manage';
import type { FieldIssue } from '@/lib/api-error';

export const genderLabels: Record<TravellerGender, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

/** One row of the travellers form, as the inputs hold it (empty strings for "not given"). */
export type TravellerFormRow = {
  name: string;
  age: string;
  gender: TravellerGender | '';
  idType: TravellerIdType | '';
  /** Empty while a saved number (shown masked) is kept. */
  idNumber: string;
  /** The traveller's own e-mail and phone (optional, ADR 1372): announcements reach them too. */
  email: string;
  phone: string;
};
export type TravellerFormField = keyof TravellerFormRow;
export const travellerFormFields: readonly TravellerFormField[] = [
  'name',
  'age',
  'gender',
  'idType',
  'idNumber',
  'email',
  'phone',
];

/** Exactly `people` rows: the saved travellers first, then empty rows. */
export function formRowsOf(saved: BookingTraveller[], people: number): TravellerFormRow[] {
  return Array.from({ length: people }, (_, index) => {
    const traveller = saved[index];
    return {
      name: traveller?.name ?? '',
      age: traveller ? String(traveller.age) : '',
      gender: traveller?.gender ?? '',
      idType: traveller?.idType ?? '',
      idNumber: '',
      email: traveller?.email ?? '',
      phone: traveller?.phone ?? '',
    };
  });
}

/**
 * The PUT body. The page only ever sees a saved ID number masked, so a row whose number was left
 * empty under the same ID type leaves `idNumber` out (the server keeps the saved one); choosing
 * no ID type clears both.
 */
export function bodyOf(rows: TravellerFormRow[], saved: BookingTraveller[]): TravellerRow[] {
  return rows.map((row, index) => {
    const age = row.age.trim() === '' ? Number.NaN : Number(row.age);
    const base = {
      name: row.name,
      age,
      gender: row.gender || null,
      email: row.email.trim() || null,
      phone: row.phone.trim() || null,
    };
    if (!row.idType) return { ...base, idType: null, idNumber: null };
    const idNumber = row.idNumber.trim();
    if (idNumber) return { ...base, idType: row.idType, idNumber };
    const before = saved[index];
    const keepsSaved = Boolean(before?.idNumber) && before?.idType === row.idType;
    return keepsSaved ? { ...base, idType: row.idType } : { ...base, idType: row.idType, idNumber: null };
  });
}

export type RowErrors = Partial<Record<TravellerFormField, string>>;

/**
 * The server's refusals (`errors: [{ path: '2.age', message }]`) placed on their rows; issues
 * about the whole list (the row count, the lock) are returned apart.
 */
export function rowErrorsOf(
  issues: FieldIssue[],
  rowCount: number,
): { rows: RowErrors[]; general: string[] } {
  const rows: RowErrors[] = Array.from({ length: rowCount }, () => ({}));
  const general: string[] = [];
  for (const { path, message } of issues) {
    const match = /^(?:\w+\.)?(\d+)\.(\w+)/.exec(path);
    const index = match ? Number(match[1]) : -1;
    const field = match?.[2] as TravellerFormField | undefined;
    const row = rows[index];
    if (row && field && travellerFormFields.includes(field)) row[field] ??= message;
    else if (!general.includes(message)) general.push(message);
  }
  return { rows, general };
}

/** Checks each row with the server's own schema (shared travellerRow) before sending. */
export function validateRows(body: TravellerRow[]): RowErrors[] {
  return body.map((row) => {
    const result = travellerRow.safeParse(row);
    const errors: RowErrors = {};
    if (result.success) return errors;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as TravellerFormField;
      if (travellerFormFields.includes(field)) errors[field] ??= issue.message;
    }
    return errors;
  });
}
