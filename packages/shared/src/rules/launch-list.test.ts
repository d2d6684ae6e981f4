import { describe, expect, it } from 'vitest';
import { missingForComingSoon } from './launch-list.ts';
import { missingLabels } from './package.ts';

describe('missingForComingSoon', () => {
  const full = { banner: '/b.jpg', thumb: '/t.jpg', title: 'Ladakh', description: 'High passes' };
  it('needs no dates, prices or places', () => {
    expect(missingForComingSoon(full)).toEqual([]);
  });
  it('names each missing picture and text', () => {
    expect(missingForComingSoon({ banner: '', thumb: '', title: ' ', description: '' })).toEqual([
      missingLabels.banner,
      missingLabels.thumb,
      missingLabels.title,
      missingLabels.description,
    ]);
  });
});
