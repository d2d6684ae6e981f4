import { describe, expect, it } from 'vitest';
import { enquiryBody } from './enquiry.ts';

const good = { name: 'Asha', email: 'anything', phone: '9123456789', message: 'Bali in May?' };

describe('enquiryBody (spec 000 §5 Enquiry)', () => {
  it('accepts any e-mail string and a phone given as a number', () => {
    const r = enquiryBody.parse({ ...good, phone: 9123456789 });
    expect(r.phone).toBe('9123456789');
    expect(r.email).toBe('anything');
  });
  it('needs a name', () => {
    expect(enquiryBody.safeParse({ ...good, name: '' }).error?.issues[0]?.message).toBe('Name is required');
  });
  it.each(['4123456789', '912345678', '91234567890', 'abcdefghij'])('rejects phone %s', (phone) => {
    expect(enquiryBody.safeParse({ ...good, phone }).error?.issues[0]?.message).toBe('Invalid phone number');
  });
  it('drops empty ids and stringifies numeric ones', () => {
    const r = enquiryBody.parse({ ...good, creatorId: '', packageId: 12 });
    expect(r.creatorId).toBeUndefined();
    expect(r.packageId).toBe('12');
  });
});
