import { parseCheckoutQuery } from '@wayfarer/shared/rules/checkout-link';
import type { BookingResponse } from '@wayfarer/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { contactFromRetry, retryCheckoutHref } from './retry-link';

const booking = (overrides: Partial<BookingResponse> = {}): BookingResponse => ({
  bookingId: 'b1',
  bookingNumber: 'WF-1001',
  name: 'Meera',
  email: 'meera@example.com',
  phone: '9876543210',
  travelDate: '2027-02-03',
  packageAmount: 97500.5,
  discount: 0,
  totalAmount: 0,
  pendingAmount: 97500.5,
  dueNow: 14625.08,
  paymentType: 'token',
  paymentStatus: 'PAYMENT_DECLINED',
  pricingType: 'Simple',
  tourPackage: { id: 'tour-1', title: 'Coorg', banner: '', slug: 'coorg' },
  departure: { id: 'dep-1', name: 'Standard' },
  rooms: [
    { adult: 2, child: 0, price: 45000 },
    { adult: 2, child: 1, price: 52500.5 },
  ],
  customs: [],
  createdAt: '2027-01-01T00:00:00.000Z',
  bookingStatus: 'PENDING',
  balanceDueDate: '2027-01-04',
  balanceOverdue: false,
  people: 5,
  payments: [],
  refunds: [],
  travellers: [],
  travellersEditable: false,
  cancellation: null,
  tripStatus: 'open',
  travellersNeeded: null,
  manageable: false,
  instalments: [],
  ...overrides,
});

const queryOf = (href: string) => parseCheckoutQuery(new URL(href, 'http://x').searchParams);

describe('retryCheckoutHref', () => {
  it('reopens checkout with the same package, departure, date and rooms', () => {
    const href = retryCheckoutHref(booking());
    expect(href).toMatch(/^\/package\/booking\?/);
    expect(queryOf(href!)).toEqual({
      tourId: 'tour-1',
      departureId: 'dep-1',
      date: '2027-02-03',
      rooms: [
        { adult: 2, child: 0 },
        { adult: 2, child: 1 },
      ],
      customs: [],
    });
  });

  it('carries custom items with their quantities', () => {
    const href = retryCheckoutHref(
      booking({
        pricingType: 'Custom',
        rooms: [],
        customs: [{ id: 'item-1', name: 'Bunk', price: 1000, value: 3, totalPeople: 1 }],
      }),
    );
    expect(queryOf(href!).customs).toEqual([{ id: 'item-1', value: 3 }]);
  });

  it('offers no link once the departure was removed', () => {
    expect(retryCheckoutHref(booking({ departure: { id: null, name: 'Standard' } }))).toBeNull();
  });

  it('starts the new checkout with the contact details passed in the router state', () => {
    const contact = { name: 'Meera', email: 'meera@example.com', phone: '9876543210' };
    expect(contactFromRetry({ contact })).toEqual(contact);
    expect(contactFromRetry(null)).toEqual({ name: '', email: '', phone: '' });
    expect(contactFromRetry({ contact: { name: 7 } })).toEqual({ name: '', email: '', phone: '' });
  });
});
