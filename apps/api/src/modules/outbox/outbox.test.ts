import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../lib/email-layout.ts';
import { withSiteUrl } from './outbox.ts';

describe('withSiteUrl', () => {
  const message = {
    to: 'meera@example.com',
    subject: `Booking at ${SITE_URL}`,
    text: `Pay here: ${SITE_URL}/booking/abc and ${SITE_URL}/booking/abc`,
    html: `<a href="${SITE_URL}/booking/abc">Pay</a>`,
  };

  it('puts the public URL (without a trailing slash) in subject, text and HTML', () => {
    const out = withSiteUrl(message, 'https://wayfarer.example/');
    expect(out.subject).toBe('Booking at https://wayfarer.example');
    expect(out.text).toBe(
      'Pay here: https://wayfarer.example/booking/abc and https://wayfarer.example/booking/abc',
    );
    expect(out.html).toBe('<a href="https://wayfarer.example/booking/abc">Pay</a>');
  });

  it('escapes the URL in HTML and never reads it as a replacement pattern', () => {
    const out = withSiteUrl(message, 'https://x.example/a?b=1&c=$&');
    expect(out.text).toContain('https://x.example/a?b=1&c=$&/booking/abc');
    expect(out.html).toBe('<a href="https://x.example/a?b=1&amp;c=$&amp;/booking/abc">Pay</a>');
  });

  it('leaves a message without HTML without HTML', () => {
    expect(withSiteUrl({ to: 'a@b.c', subject: 's', text: 't' }, 'https://x.example')).toEqual({
      to: 'a@b.c',
      subject: 's',
      text: 't',
    });
  });
});
