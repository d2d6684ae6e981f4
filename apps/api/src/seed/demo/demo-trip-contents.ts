// What the demo trips are made of (ADR 021): each departure kind's price factor and inclusions, a
// day at each demo place, and each destination group's inclusions and the common exclusions.
// demo-packages-data.ts picks from them for each package; demo-packages.ts builds the itinerary.

export const DEPARTURE_KINDS: Record<string, { factor: number; inclusions: string[] }> = {
  'Delhi departure': { factor: 1, inclusions: ['Return economy flights from Delhi', 'Airport transfers'] },
  'Mumbai departure': {
    factor: 1.05,
    inclusions: ['Return economy flights from Mumbai', 'Airport transfers'],
  },
  'Bengaluru departure': {
    factor: 1.08,
    inclusions: ['Return economy flights from Bengaluru', 'Airport transfers', '15 kg check-in baggage'],
  },
  'Land only': { factor: 0.72, inclusions: ['Pickup on arrival at the first stop'] },
};

const days = (title: string, description: string): { title: string; description: string } => ({
  title,
  description,
});

/** Per place: what a day there looks like (cycled), a snack and a dinner. */
export const DEMO_PLACE_DAYS: Record<
  string,
  { days: { title: string; description: string }[]; snack: string; dinner: string }
> = {
  Ubud: {
    days: [
      days(
        'Rice terraces and a jungle swing',
        'A morning walk through the Tegallalang terraces, then coffee tasting at a plantation.',
      ),
      days(
        'Temples of Ubud',
        'Tirta Empul water temple and the Monkey Forest, with a Legong dance in the evening.',
      ),
      days(
        'Cooking class in a village',
        'Market visit at dawn and a Balinese cooking class in a family compound.',
      ),
    ],
    snack: 'Klepon and Balinese coffee',
    dinner: 'Babi guling dinner in Ubud',
  },
  Seminyak: {
    days: [
      days('Beach day in Seminyak', 'Free morning on the beach, then sunset drinks at a beach club.'),
      days('Tanah Lot at sunset', 'A drive to the sea temple of Tanah Lot, back through Canggu rice fields.'),
      days('Surf lesson and spa', 'A beginner surf lesson followed by a traditional Balinese massage.'),
    ],
    snack: 'Fresh coconut and fruit platter',
    dinner: 'Seafood grill on the beach',
  },
  'Nusa Penida': {
    days: [
      days('Kelingking and Broken Beach', 'The T-rex cliff viewpoint, Angel’s Billabong and Broken Beach.'),
      days('Snorkelling with manta rays', 'A boat out to Manta Point and Crystal Bay for snorkelling.'),
      days('East coast viewpoints', 'Diamond Beach steps and the Thousand Islands viewpoint.'),
    ],
    snack: 'Pisang goreng by the sea',
    dinner: 'Grilled fish with sambal matah',
  },
  Munnar: {
    days: [
      days('Tea estates of Munnar', 'A guided walk through the tea gardens and the tea museum.'),
      days(
        'Eravikulam and Mattupetty',
        'Nilgiri tahr spotting in Eravikulam National Park, boating at Mattupetty dam.',
      ),
      days(
        'Sunrise trek to Kolukkumalai',
        'An early jeep ride and trek to one of the highest tea estates in the world.',
      ),
    ],
    snack: 'Masala chai and banana chips',
    dinner: 'Kerala sadya-style dinner',
  },
  Alleppey: {
    days: [
      days('Houseboat on the backwaters', 'Board a kettuvallam and drift through the canals of Kuttanad.'),
      days('Village canoe ride', 'A country-boat ride through narrow canals, toddy shops and paddy fields.'),
      days('Marari beach', 'A slow day at Marari beach with a fishing village walk.'),
    ],
    snack: 'Pazham pori and tea',
    dinner: 'Karimeen pollichathu on board',
  },
  Kochi: {
    days: [
      days('Fort Kochi walk', 'Chinese fishing nets, St Francis Church and the streets of Mattancherry.'),
      days('Spice market and Jew Town', 'The spice warehouses, the Paradesi Synagogue and antique shops.'),
      days('Kathakali evening', 'A make-up demonstration and a Kathakali performance.'),
    ],
    snack: 'Banana fritters and filter coffee',
    dinner: 'Appam and stew in Fort Kochi',
  },
  Leh: {
    days: [
      days(
        'Acclimatise in Leh',
        'A slow day to adjust to the altitude, with an evening walk to Shanti Stupa.',
      ),
      days(
        'Monasteries of the Indus valley',
        'Thiksey, Hemis and Shey monasteries, back through Leh market.',
      ),
      days('Khardung La', 'A drive over one of the highest motorable passes in the world.'),
    ],
    snack: 'Butter tea and khambir bread',
    dinner: 'Thukpa and momos',
  },
  'Nubra Valley': {
    days: [
      days('Hunder sand dunes', 'Double-humped Bactrian camels on the cold desert dunes of Hunder.'),
      days('Diskit monastery', 'The giant Maitreya Buddha and views over the Shyok river.'),
      days('Turtuk village', 'A day trip to Turtuk, a Balti village close to the border.'),
    ],
    snack: 'Apricot juice and dry fruits',
    dinner: 'Campfire dinner at the camp',
  },
  Pangong: {
    days: [
      days('Drive to Pangong Tso', 'Over Chang La to the blue lake that changes colour through the day.'),
      days('Sunrise at the lake', 'An early sunrise by the water, then a walk along the shore.'),
      days('Merak village', 'A visit to Merak and a homestay lunch with a Changpa family.'),
    ],
    snack: 'Maggi at a roadside dhaba',
    dinner: 'Hot dinner at the lakeside camp',
  },
  Jaipur: {
    days: [
      days('Amber Fort and the Pink City', 'Amber Fort in the morning, then Hawa Mahal and the old bazaars.'),
      days(
        'City Palace and Jantar Mantar',
        'The royal palace, the stone observatory and a block-printing workshop.',
      ),
      days('Nahargarh at sunset', 'Stepwells and Nahargarh Fort with the city lights below.'),
    ],
    snack: 'Pyaaz kachori and lassi',
    dinner: 'Dal baati churma dinner',
  },
  Udaipur: {
    days: [
      days('Lake Pichola boat ride', 'City Palace and a sunset boat ride on Lake Pichola.'),
      days('Udaipur old town', 'Jagdish Temple, Bagore ki Haveli and a folk dance show.'),
      days('Kumbhalgarh day trip', 'The great wall of Kumbhalgarh and the Ranakpur Jain temple.'),
    ],
    snack: 'Mirchi vada and chai',
    dinner: 'Rooftop dinner facing the lake',
  },
  Jaisalmer: {
    days: [
      days('The Golden Fort', 'A walk through the living fort, its havelis and Jain temples.'),
      days('Sam sand dunes', 'A jeep safari and camel ride into the dunes, a night at a desert camp.'),
      days('Kuldhara and Gadisar lake', 'The abandoned village of Kuldhara and sunrise at Gadisar lake.'),
    ],
    snack: 'Ker sangri and bajra rotis',
    dinner: 'Folk music and dinner under the stars',
  },
  Hanoi: {
    days: [
      days('Old Quarter street food', 'A walking food tour of the Old Quarter, from pho to egg coffee.'),
      days('Temples and the lake', 'Temple of Literature, Hoan Kiem lake and a water puppet show.'),
      days('Ninh Binh day trip', 'Boats through the limestone caves of Trang An.'),
    ],
    snack: 'Egg coffee and banh mi',
    dinner: 'Bun cha dinner in the Old Quarter',
  },
  'Ha Long Bay': {
    days: [
      days('Cruise into Ha Long Bay', 'Board an overnight cruise among thousands of limestone islands.'),
      days('Kayaking and caves', 'Kayaking in Lan Ha Bay and a visit to Sung Sot cave.'),
      days('Tai chi on deck', 'Sunrise tai chi, brunch on board and the return to the harbour.'),
    ],
    snack: 'Spring rolls on the sundeck',
    dinner: 'Seafood dinner on the cruise',
  },
  'Hoi An': {
    days: [
      days('Hoi An ancient town', 'The Japanese bridge, assembly halls and tailor shops.'),
      days('Lanterns on the river', 'A lantern-making workshop and a boat ride on the Thu Bon river.'),
      days(
        'My Son and the countryside',
        'The Cham ruins of My Son and a cycle through Tra Que herb village.',
      ),
    ],
    snack: 'Banh mi Phuong',
    dinner: 'Cao lau by the river',
  },
  Zermatt: {
    days: [
      days('Gornergrat railway', 'The cogwheel train to Gornergrat for the Matterhorn from every side.'),
      days('Matterhorn Glacier Paradise', 'Europe’s highest cable car station and the glacier palace.'),
      days('Five lakes walk', 'The Five Lakes trail with the Matterhorn mirrored in the water.'),
    ],
    snack: 'Swiss hot chocolate',
    dinner: 'Cheese fondue in the village',
  },
  Interlaken: {
    days: [
      days('Jungfraujoch', 'The Top of Europe by train, the Sphinx observatory and the Aletsch glacier.'),
      days('Lauterbrunnen valley', 'Staubbach and Trümmelbach falls in the valley of 72 waterfalls.'),
      days('Lake Brienz cruise', 'A boat across turquoise Lake Brienz and a stop at Iseltwald.'),
    ],
    snack: 'Swiss pastries and coffee',
    dinner: 'Rösti dinner in Interlaken',
  },
  Lucerne: {
    days: [
      days('Chapel Bridge and the old town', 'Kapellbrücke, the Lion Monument and the painted old town.'),
      days('Mount Titlis', 'The rotating Rotair cable car, the glacier cave and the cliff walk.'),
      days('Mount Pilatus', 'The steepest cogwheel railway up, a cable car down, and a lake cruise.'),
    ],
    snack: 'Swiss chocolate tasting',
    dinner: 'Lakeside dinner in Lucerne',
  },
};

const BALI_INCLUSIONS = [
  'Daily breakfast',
  'Private air-conditioned car with driver',
  'All entry tickets to temples',
  'English-speaking local guide',
  'Welcome drink and flower garland',
  'Half-day snorkelling trip',
  'Travel insurance',
  'Visa on arrival assistance',
];
const KERALA_INCLUSIONS = [
  'Daily breakfast',
  'Private car with driver for the whole trip',
  'Houseboat stay with all meals',
  'Entry tickets to parks and museums',
  'Kathakali show tickets',
  'Welcome kit with a Kerala mundu',
  'All tolls, parking and driver allowance',
  'Bottled water in the car',
];
const LADAKH_INCLUSIONS = [
  'Breakfast and dinner daily',
  'Innova or Tempo Traveller for all transfers',
  'Inner line permits',
  'Oxygen cylinder in the vehicle',
  'Camp stay at Nubra and Pangong',
  'Experienced road captain',
  'Monastery entry tickets',
  'Bonfire night',
];
const RAJASTHAN_INCLUSIONS = [
  'Daily breakfast',
  'Air-conditioned car with driver',
  'Desert camp stay with dinner and folk music',
  'Camel safari at the dunes',
  'Monument entry tickets',
  'Local guide in every city',
  'Heritage walk in the old city',
  'All tolls and parking',
];
const VIETNAM_INCLUSIONS = [
  'Daily breakfast',
  'Overnight Ha Long Bay cruise with meals',
  'Street food walking tour',
  'All transfers in a private car',
  'Domestic flight Hanoi to Da Nang',
  'English-speaking guide',
  'Water puppet show tickets',
  'E-visa assistance',
];
const SWISS_INCLUSIONS = [
  'Daily breakfast',
  'Swiss Travel Pass (second class)',
  'Jungfraujoch excursion',
  'Lake cruise tickets',
  'Hotel city taxes',
  'Schengen visa assistance',
  'Travel insurance',
  'Tour manager from India',
];
export const COMMON_EXCLUSIONS = [
  'Lunch and dinner unless mentioned',
  'Personal expenses such as laundry and phone calls',
  'Tips for guides and drivers',
  'Anything not listed under inclusions',
  'GST of 5% and TCS where applicable',
];

export const DEMO_GROUP_INCLUSIONS: Record<string, string[]> = {
  Bali: BALI_INCLUSIONS,
  Kerala: KERALA_INCLUSIONS,
  Ladakh: LADAKH_INCLUSIONS,
  Rajasthan: RAJASTHAN_INCLUSIONS,
  Vietnam: VIETNAM_INCLUSIONS,
  Switzerland: SWISS_INCLUSIONS,
};
