import type { SocialPlatform } from '@wayfarer/shared/enums';

// Fictional Indian travel creators for the demo. Destinations name demo destination groups,
// categories name demo categories (demo-catalogue.ts); banners and memories picture their places.

export type DemoCreator = {
  username: string;
  fullName: string;
  title: string;
  subtitle: string;
  phoneNumber: string;
  showUsername: boolean;
  featured: boolean;
  links: { type: SocialPlatform; url: string }[];
  categories: string[];
  destinations: string[];
  memories: { place: string; title: string; description: string; link: string }[];
};

export const DEMO_CREATOR_EMAIL_DOMAIN = 'creators.wayfarer.local';

export const DEMO_CREATORS: DemoCreator[] = [
  {
    username: 'aanyawanders',
    fullName: 'Aanya Sharma',
    title: 'Slow journeys and hidden cafés',
    subtitle: 'wander with',
    phoneNumber: '9820014512',
    showUsername: false,
    featured: true,
    links: [
      { type: 'in', url: 'https://www.instagram.com/aanyawanders.demo' },
      { type: 'yt', url: 'https://www.youtube.com/@aanyawanders-demo' },
    ],
    categories: ['Beach', 'Food', 'Culture'],
    destinations: ['Bali', 'Vietnam'],
    memories: [
      {
        place: 'Ubud',
        title: 'Sunrise over the rice terraces',
        description: 'A 5 am walk through Tegallalang before the crowds.',
        link: 'https://www.youtube.com/@aanyawanders-demo',
      },
      { place: 'Hoi An', title: 'Lantern night in the old town', description: '', link: '' },
      {
        place: 'Nusa Penida',
        title: 'Kelingking at golden hour',
        description: 'Worth every one of the 400 steps.',
        link: '',
      },
    ],
  },
  {
    username: 'kabironthemove',
    fullName: 'Kabir Mehta',
    title: 'Himalayan roads, one pass at a time',
    subtitle: 'ride with',
    phoneNumber: '9811203344',
    showUsername: true,
    featured: true,
    links: [
      { type: 'in', url: 'https://www.instagram.com/kabironthemove.demo' },
      { type: 'yt', url: 'https://www.youtube.com/@kabironthemove-demo' },
      { type: 'tw', url: 'https://x.com/kabironthemove_demo' },
    ],
    categories: ['Adventure', 'Mountains', 'Road Trips'],
    destinations: ['Ladakh', 'Switzerland'],
    memories: [
      {
        place: 'Pangong',
        title: 'Camping by Pangong Tso',
        description: 'Minus eight at night, worth it.',
        link: 'https://www.instagram.com/kabironthemove.demo',
      },
      { place: 'Nubra Valley', title: 'Double-humped camels of Hunder', description: '', link: '' },
      { place: 'Zermatt', title: 'First look at the Matterhorn', description: '', link: '' },
      { place: 'Leh', title: 'Prayer flags at Shanti Stupa', description: '', link: '' },
    ],
  },
  {
    username: 'ishitanair',
    fullName: 'Ishita Nair',
    title: 'Backwaters, Ayurveda and slow mornings',
    subtitle: 'unwind with',
    phoneNumber: '9447012389',
    showUsername: false,
    featured: true,
    links: [
      { type: 'in', url: 'https://www.instagram.com/ishitanair.demo' },
      { type: 'pi', url: 'https://www.pinterest.com/ishitanair_demo' },
    ],
    categories: ['Wellness', 'Beach', 'Food'],
    destinations: ['Kerala', 'Bali'],
    memories: [
      {
        place: 'Alleppey',
        title: 'A houseboat morning',
        description: 'Appam, stew and the quietest sunrise.',
        link: '',
      },
      { place: 'Munnar', title: 'Tea estates in the mist', description: '', link: '' },
      {
        place: 'Seminyak',
        title: 'Beach clubs and sunsets',
        description: '',
        link: 'https://www.pinterest.com/ishitanair_demo',
      },
    ],
  },
  {
    username: 'rohanroams',
    fullName: 'Rohan Verma',
    title: 'Forts, food streets and long drives',
    subtitle: 'explore with',
    phoneNumber: '9829045671',
    showUsername: false,
    featured: true,
    links: [
      { type: 'yt', url: 'https://www.youtube.com/@rohanroams-demo' },
      { type: 'in', url: 'https://www.instagram.com/rohanroams.demo' },
      { type: 'fb', url: 'https://www.facebook.com/rohanroams.demo' },
    ],
    categories: ['Culture', 'Food', 'Road Trips'],
    destinations: ['Rajasthan', 'Vietnam'],
    memories: [
      { place: 'Jaisalmer', title: 'Camping under the stars', description: '', link: '' },
      {
        place: 'Jaipur',
        title: 'Pyaaz kachori crawl',
        description: 'Seven stops, one very happy stomach.',
        link: 'https://www.youtube.com/@rohanroams-demo',
      },
      { place: 'Hanoi', title: 'Egg coffee in the Old Quarter', description: '', link: '' },
    ],
  },
  {
    username: 'meherkaur',
    fullName: 'Meher Kaur',
    title: 'Honeymoons that feel like a film',
    subtitle: 'plan with',
    phoneNumber: '9872201456',
    showUsername: false,
    featured: false,
    links: [
      { type: 'in', url: 'https://www.instagram.com/meherkaur.demo' },
      { type: 'pi', url: 'https://www.pinterest.com/meherkaur_demo' },
    ],
    categories: ['Honeymoon', 'Mountains', 'Wellness'],
    destinations: ['Switzerland', 'Bali'],
    memories: [
      { place: 'Interlaken', title: 'Paragliding over the lakes', description: '', link: '' },
      { place: 'Lucerne', title: 'Chapel Bridge at dusk', description: '', link: '' },
      {
        place: 'Ubud',
        title: 'A jungle villa breakfast',
        description: 'Floating breakfast, as promised.',
        link: '',
      },
    ],
  },
  {
    username: 'arjun_iyer',
    fullName: 'Arjun Iyer',
    title: 'Tigers, tuskers and tall grass',
    subtitle: 'spot them with',
    phoneNumber: '9840056723',
    showUsername: false,
    featured: false,
    links: [
      { type: 'in', url: 'https://www.instagram.com/arjun_iyer.demo' },
      { type: 'yt', url: 'https://www.youtube.com/@arjuniyer-demo' },
    ],
    categories: ['Wildlife', 'Adventure'],
    destinations: ['Kerala', 'Rajasthan'],
    memories: [
      { place: 'Munnar', title: 'Nilgiri tahr on the ridge', description: '', link: '' },
      { place: 'Udaipur', title: 'Birding at Fateh Sagar', description: '', link: '' },
      {
        place: 'Kochi',
        title: 'Chinese nets at first light',
        description: '',
        link: 'https://www.youtube.com/@arjuniyer-demo',
      },
    ],
  },
  {
    username: 'priyadesai-travels',
    fullName: 'Priya Desai',
    title: 'Easy trips for busy families',
    subtitle: 'travel with',
    phoneNumber: '9769034512',
    showUsername: true,
    featured: false,
    links: [
      { type: 'fb', url: 'https://www.facebook.com/priyadesai.travels.demo' },
      { type: 'in', url: 'https://www.instagram.com/priyadesai.travels.demo' },
    ],
    categories: ['Beach', 'Culture', 'Food'],
    destinations: ['Vietnam', 'Kerala'],
    memories: [
      { place: 'Ha Long Bay', title: 'Kayaking between the karsts', description: '', link: '' },
      { place: 'Hoi An', title: 'Tailor shop adventures', description: '', link: '' },
      { place: 'Alleppey', title: 'Kids on a canoe', description: 'They still talk about it.', link: '' },
    ],
  },
  {
    username: 'thedesertnomad',
    fullName: 'Vikram Singh Rathore',
    title: 'Stories from the Thar and beyond',
    subtitle: 'roam with',
    phoneNumber: '9414078812',
    showUsername: true,
    featured: false,
    links: [
      { type: 'in', url: 'https://www.instagram.com/thedesertnomad.demo' },
      { type: 'yt', url: 'https://www.youtube.com/@thedesertnomad-demo' },
      { type: 'li', url: 'https://www.linkedin.com/in/thedesertnomad-demo' },
    ],
    categories: ['Culture', 'Adventure', 'Road Trips'],
    destinations: ['Rajasthan', 'Ladakh'],
    memories: [
      { place: 'Jaisalmer', title: 'Dunes of Sam at sunset', description: '', link: '' },
      { place: 'Udaipur', title: 'Boat ride on Lake Pichola', description: '', link: '' },
      { place: 'Leh', title: 'Monastery trail', description: '', link: '' },
      {
        place: 'Nubra Valley',
        title: 'Khardung La, the long way',
        description: '',
        link: 'https://www.youtube.com/@thedesertnomad-demo',
      },
    ],
  },
];
