// A GSTIN (India's GST identification number): 15 characters — the state code (2 digits, one of
// GST_STATE_CODES), the holder's PAN (5 letters, 4 digits, 1 letter), the registration number
// (1-9 or A-Z), "Z", and a check character computed from the first 14.
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST state codes (the first two digits of a GSTIN, and a place of supply). 25 (Daman and Diu)
 * and 28 (Andhra Pradesh before 2014) still appear on older registrations; checkout offers only
 * CHECKOUT_STATE_CODES.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The states a traveller can pick at checkout, in code order. */
export const CHECKOUT_STATE_CODES: readonly string[] = Object.keys(GST_STATE_CODES).filter(
  (code) => code !== '25' && code !== '28',
);

export const isGstStateCode = (value: string): boolean => Object.hasOwn(GST_STATE_CODES, value);

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the tax portal's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** "27aapfu0939f1zv " → "27AAPFU0939F1ZV" (stored and printed in capitals). */
export const normalizeGstin = (value: string): string => value.trim().toUpperCase();

/** The pattern, a known state code and the right check character. */
export function isGstin(value: string): boolean {
  const gstin = normalizeGstin(value);
  return (
    GSTIN_PATTERN.test(gstin) &&
    isGstStateCode(gstin.slice(0, 2)) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/** The operator's state: a GSTIN's first two digits. */
export const gstinStateCode = (gstin: string): string => normalizeGstin(gstin).slice(0, 2);
