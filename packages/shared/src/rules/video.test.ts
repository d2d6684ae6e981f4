import { describe, expect, it } from 'vitest';
import { isHttpUrl, videoEmbed } from './video.ts';

describe('intro video links', () => {
  it('takes only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://example.com/v.mp4')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('not a url')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://example.com/v')).toBe(false);
    expect(isHttpUrl('//example.com/v')).toBe(false);
  });

  it('embeds YouTube links without cookies and Vimeo links with do-not-track', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(link)).toEqual({
        provider: 'YouTube',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      });
    }
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
  });

  it('gives other links, and ids that could inject, no embed', () => {
    expect(videoEmbed('https://example.com/tour.mp4')).toBeNull();
    expect(videoEmbed('https://youtube.com/watch?v=a"onload=x')).toBeNull();
    expect(videoEmbed('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
  });

  it('reads every YouTube and Vimeo link form, and only whole ids', () => {
    const youTube = (id: string) => ({
      provider: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    });
    for (const form of ['embed', 'shorts', 'live', 'v']) {
      expect(videoEmbed(`https://www.youtube.com/${form}/dQw4w9WgXcQ`), form).toEqual(youTube('dQw4w9WgXcQ'));
    }
    expect(videoEmbed('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(youTube('dQw4w9WgXcQ'));
    expect(videoEmbed('https://www.youtube.com/playlist?list=PL123456')).toBeNull();
    expect(videoEmbed('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(videoEmbed('https://player.vimeo.com/76979871')).toBeNull();
    // Ids are whole: nothing before or after the allowed characters.
    expect(videoEmbed('https://youtu.be/%3Cb%3EdQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ%22x')).toBeNull();
    expect(videoEmbed('https://vimeo.com/x76979871')).toBeNull();
    expect(videoEmbed('https://vimeo.com/76979871x')).toBeNull();
    // A host merely starting with "www." or "m." is not YouTube.
    expect(videoEmbed('https://xwww.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });
});
