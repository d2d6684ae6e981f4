import { describe, expect, it } from 'vitest';
import { referralRateBp } from './commission.ts';
import { attributionText } from './attribution.ts';
import {
  ATTRIBUTION_MS,
  funnelConversion,
  isBotUserAgent,
  isShareCode,
  liveAttribution,
  shareLinkPath,
} from './share-links.ts';

describe('share codes', () => {
  it('are 8 letters or digits', () => {
    expect(isShareCode('Ab12Cd34')).toBe(true);
    for (const bad of ['Ab12Cd3', 'Ab12Cd345', 'Ab12-d34', '', null, 12345678])
      expect(isShareCode(bad)).toBe(false);
  });
  it('open at /go/{code}', () => {
    expect(shareLinkPath('Ab12Cd34')).toBe('/go/Ab12Cd34');
  });
});

describe('the kept attribution', () => {
  const now = Date.UTC(2027, 0, 31);
  it('lasts 30 days from the last creator link opened', () => {
    expect(liveAttribution({ code: 'Ab12Cd34', at: now - ATTRIBUTION_MS }, now)?.code).toBe('Ab12Cd34');
    expect(liveAttribution({ code: 'Ab12Cd34', at: now - ATTRIBUTION_MS - 1 }, now)).toBeNull();
  });
  it('ignores a malformed or future-dated value', () => {
    expect(liveAttribution({ code: 'nope', at: now }, now)).toBeNull();
    expect(liveAttribution({ code: 'Ab12Cd34', at: now + 3_600_000 }, now)).toBeNull();
    expect(liveAttribution(null, now)).toBeNull();
  });
  it('keeps a link opened just now, or up to a minute ahead of this clock', () => {
    expect(liveAttribution({ code: 'Ab12Cd34', at: now }, now)?.code).toBe('Ab12Cd34');
    expect(liveAttribution({ code: 'Ab12Cd34', at: now + 60_000 }, now)?.code).toBe('Ab12Cd34');
    expect(liveAttribution({ code: 'Ab12Cd34', at: now + 60_001 }, now)).toBeNull();
  });
});

describe('attributionText', () => {
  const link = { creatorId: 'a', creatorName: 'Priya', channel: 'instagram' as const };
  it('says "via Instagram" for the package creator’s own link', () => {
    expect(attributionText(link, 'a')).toBe('via Instagram');
  });
  it('says who recommended it for another creator’s link', () => {
    expect(attributionText({ ...link, channel: 'whatsapp' }, 'b')).toBe(
      'recommended by Priya · via WhatsApp',
    );
  });
  it('says nothing without a link', () => {
    expect(attributionText(null, 'a')).toBe('');
  });
});

describe('the referral rate', () => {
  it('is the setting for another creator’s link, none for the creator’s own or no link', () => {
    expect(referralRateBp('pkg-creator', 'other', 300)).toBe(300);
    expect(referralRateBp('pkg-creator', 'pkg-creator', 300)).toBeNull();
    expect(referralRateBp('pkg-creator', null, 300)).toBeNull();
    expect(referralRateBp('pkg-creator', 'other', 0)).toBeNull();
  });
});

describe('the funnel', () => {
  it('converts paid bookings per visit, 0 without visits', () => {
    expect(funnelConversion(1, 4)).toBe(0.25);
    expect(funnelConversion(1, 3)).toBe(0.3333);
    expect(funnelConversion(2, 0)).toBe(0);
  });
  it('takes a user agent of fewer than 8 characters, spaces aside, for a bot', () => {
    expect(isBotUserAgent('Mozilla')).toBe(true);
    expect(isBotUserAgent('Mozilla/')).toBe(false);
    expect(isBotUserAgent('   Mozilla    ')).toBe(true);
  });
  it('takes crawlers, previews and scripts for bots, browsers for people', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'Twitterbot/1.0',
      'Mozilla/5.0 (Linux; Android 7.0; Moto G (4)) Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.31.0',
      '',
      undefined,
    ])
      expect(isBotUserAgent(ua), String(ua)).toBe(true);
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    ])
      expect(isBotUserAgent(ua), ua).toBe(false);
  });
});
