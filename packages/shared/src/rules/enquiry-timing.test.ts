import { describe, expect, it } from 'vitest';
import { ENQUIRY_AUTO_OPEN_MS, shouldAutoOpenEnquiry, isEnquiryAutoOpenPage } from './enquiry-timing.ts';

describe('enquiry auto-open', () => {
  it('waits 12 seconds (spec 000 §9)', () => {
    expect(ENQUIRY_AUTO_OPEN_MS).toBe(12000);
  });
  it('opens when nothing was sent and it is the dialog variant', () => {
    expect(shouldAutoOpenEnquiry(null, false)).toBe(true);
    expect(shouldAutoOpenEnquiry('false', false)).toBe(true);
  });
  it('stays closed once sent, or in form mode', () => {
    expect(shouldAutoOpenEnquiry('true', false)).toBe(false);
    expect(shouldAutoOpenEnquiry(true, false)).toBe(false);
    expect(shouldAutoOpenEnquiry(null, true)).toBe(false);
  });
});

describe('isEnquiryAutoOpenPage', () => {
  it.each([
    '/login',
    '/login/',
    '/influencer',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/account',
    '/creator/dashboard',
    '/creator/dashboard/packages',
    '/creator/complete-profile',
    '/admin',
    '/admin/creators',
    '/package/booking',
    '/booking/payment-complete/abc',
  ])('never opens by itself on %s', (path) => {
    expect(isEnquiryAutoOpenPage(path)).toBe(false);
  });

  it.each([
    '/',
    '/packages',
    '/package/goa-escape',
    '/@meera',
    '/creators',
    '/about',
    '/loginx',
    '/administrators-guide',
  ])('may open by itself on %s', (path) => {
    expect(isEnquiryAutoOpenPage(path)).toBe(true);
  });
});
