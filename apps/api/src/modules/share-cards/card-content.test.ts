import { describe, expect, it } from 'vitest';
import { creatorCard, destinationCard, packageCard } from './card-content.ts';
import type { CreatorCardRow, DestinationCardRow, PackageCardRow } from './share-cards.repository.ts';

// What each card says, in the site's words.

const PACKAGE: PackageCardRow = {
  slug: 'spiti',
  title: 'Spiti Valley Winter Expedition',
  status: 'Published',
  tourType: 'SpecificDays',
  pricingType: 'Simple',
  startingPricePaise: 2_500_000,
  banner: '',
  thumb: '/media/t.jpg',
  creatorFullName: 'Riya Sen',
  creatorUsername: 'riyaroams',
  creatorShowUsername: false,
  dates: ['2027-03-12', '2027-04-09'],
};

describe('card content', () => {
  it('a package: title, creator, price from per adult, its next dates, the thumbnail without a banner', () => {
    expect(packageCard(PACKAGE)).toEqual({
      content: {
        title: 'Spiti Valley Winter Expedition',
        byline: 'by Riya Sen',
        dates: '12 Mar 2027 · 09 Apr 2027',
        price: 'Starting From ₹25,000.00 per adult',
      },
      photo: '/media/t.jpg',
      avatar: null,
    });
  });

  it('a package bookable any day, priced per person, by a creator shown by username', () => {
    const card = packageCard({
      ...PACKAGE,
      tourType: 'AnyDay',
      dates: [],
      pricingType: 'Custom',
      creatorShowUsername: true,
      banner: '/media/b.jpg',
    });
    expect(card.content).toMatchObject({
      byline: 'by @riyaroams',
      dates: 'Any day',
      price: 'Starting From ₹25,000.00 per person',
    });
    expect(card.photo).toBe('/media/b.jpg');
  });

  it('a "Coming soon" package: the chip, no dates; an unpriced one: no price', () => {
    const { content } = packageCard({ ...PACKAGE, status: 'ComingSoon', startingPricePaise: null });
    expect(content.badge).toBe('Coming soon');
    expect(content).not.toHaveProperty('dates');
    expect(content).not.toHaveProperty('price');
    expect(packageCard({ ...PACKAGE, banner: '', thumb: '' }).photo).toBeNull();
  });

  it("a creator: the profile card's title and subtitle (spec defaults), trips, cheapest price, portrait", () => {
    const row: CreatorCardRow = {
      username: 'riyaroams',
      fullName: 'Riya Sen',
      showUsername: false,
      title: null,
      subtitle: null,
      profileImage: '/media/p.jpg',
      banner: '/media/b1.jpg',
      trips: 1,
      cheapest: { paise: 999_900, pricingType: 'Custom' },
      anyDay: false,
      dates: [],
    };
    expect(creatorCard(row)).toEqual({
      content: {
        kicker: 'Discover your next adventure with',
        title: 'Riya Sen',
        byline: '1 trip',
        dates: undefined,
        price: 'Starting From ₹9,999.00 per person',
      },
      photo: '/media/b1.jpg',
      avatar: '/media/p.jpg',
    });
    expect(creatorCard({ ...row, title: 'Wander', subtitle: 'alongside', trips: 0 }).content).toMatchObject({
      kicker: 'Wander alongside',
    });
    expect(creatorCard({ ...row, trips: 0 }).content).not.toHaveProperty('byline');
  });

  it('a destination: its name, how many trips, the banner or else the image', () => {
    const row: DestinationCardRow = {
      slug: 'goa',
      name: 'Goa',
      image: '/media/g.jpg',
      banner: null,
      trips: 3,
      cheapest: null,
      anyDay: true,
      dates: [],
    };
    const card = destinationCard(row);
    expect(card.content).toMatchObject({
      kicker: 'Tour packages to',
      title: 'Goa',
      byline: '3 trips designed and led by travel creators',
      dates: 'Any day',
    });
    expect(card.content.price).toBeUndefined();
    expect(card.photo).toBe('/media/g.jpg');
  });
});
