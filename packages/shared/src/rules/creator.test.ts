import { describe, expect, it } from 'vitest';
import { creatorDisplayName, isHttpUrl, isImageUrl, USERNAME_PATTERN } from './creator.ts';

describe('creator rules', () => {
  it('accepts absolute http(s) URLs and our root-relative /media/ URLs as images', () => {
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('/media/2026/01/0b0c.jpg')).toBe(true);
    expect(isImageUrl('/media/../secret')).toBe(false);
    expect(isImageUrl('/elsewhere/a.jpg')).toBe(false);
    expect(isImageUrl('javascript:alert(1)')).toBe(false);
    expect(isImageUrl('')).toBe(false);
  });

  it('needs a host with a dot for links', () => {
    expect(isHttpUrl('https://instagram.com/wayfarer')).toBe(true);
    expect(isHttpUrl('http://localhost/x')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
  });

  it('shows @username when the creator prefers it (spec 000 §2)', () => {
    const creator = { fullName: 'Aanya Rao', username: 'aanya', showUsername: false };
    expect(creatorDisplayName(creator)).toBe('Aanya Rao');
    expect(creatorDisplayName({ ...creator, showUsername: true })).toBe('@aanya');
  });
});

describe('usernames and image paths are whole matches', () => {
  it('takes letters, digits, hyphen and underscore only, from start to end', () => {
    expect(USERNAME_PATTERN.test('riya_travels-22')).toBe(true);
    for (const value of ['riya travels', 'riya!', '!riya', 'riya.x', ''])
      expect(USERNAME_PATTERN.test(value), value).toBe(false);
  });

  it('takes a /media/ path only from the start and with nothing foreign after it', () => {
    expect(isImageUrl('/media/a/b_c-1.jpg')).toBe(true);
    expect(isImageUrl('x/media/a.jpg')).toBe(false);
    expect(isImageUrl('/media/a.jpg?<script>')).toBe(false);
    expect(isHttpUrl('ftp://example.com/a.jpg')).toBe(false);
    expect(isHttpUrl('http://example.com/a.jpg')).toBe(true);
  });
});
