/** Tips of the day for 2021: six per month, [title, text]. */
const TIPS: [string, string][][] = [
  [
    [
      'Dress in layers',
      'Wear a warm base layer, a sweater and a windproof coat. Layers keep you warmer than one thick coat and are easy to remove indoors.',
    ],
    [
      'Protect your hands and ears',
      'Frostbite can happen in minutes on very cold, windy days. Wear a hat that covers your ears and mittens, which are warmer than gloves.',
    ],
    [
      'Check the wind chill',
      'The weather report gives a "feels like" temperature. Use it, not the air temperature, to decide how to dress.',
    ],
    [
      'Keep a winter kit in the car',
      'Carry a blanket, a shovel, a scraper, a flashlight, snacks and water in case you get stuck in snow.',
    ],
    [
      'Clear snow from your steps',
      'Many towns ask you to clear the sidewalk in front of your home. Use salt or sand on icy steps to prevent falls.',
    ],
    [
      'File your taxes, even with no income',
      'Filing a tax return in your first year lets you receive the GST/HST credit and the Canada Child Benefit.',
    ],
  ],
  [
    [
      'Vitamin D in winter',
      'Days are short in winter. Ask your pharmacist or doctor whether a vitamin D supplement is right for you and your children.',
    ],
    [
      'Storm days and school closures',
      'Schools close on stormy days. Check your school district’s website or local radio early in the morning.',
    ],
    [
      'Winter tires save lives',
      'Winter tires grip much better on snow and ice. Many garages can store your summer tires for you.',
    ],
    [
      'Try a winter activity',
      'Skating, sledding and snowshoeing are cheap or free. Many community centres lend skates and snowshoes.',
    ],
    [
      'Heritage Day',
      'Most Atlantic provinces have a holiday in February. Check whether your workplace and your children’s school are closed.',
    ],
    [
      'Keep your home warm and safe',
      'Never heat your home with an oven or a barbecue. Test your smoke and carbon monoxide alarms every month.',
    ],
  ],
  [
    [
      'Watch for potholes',
      'Thawing roads create deep potholes in March. Drive slowly and report dangerous ones to your town.',
    ],
    [
      'Daylight saving time',
      'Clocks move forward one hour on the second Sunday of March. Change your clocks before going to bed.',
    ],
    [
      'Apply for summer camps early',
      'Summer camps fill up in the spring. Many offer reduced fees for families who need them; just ask.',
    ],
    [
      'Renew your documents',
      'Check the expiry dates of your permits, health card and driver’s licence and renew them before they expire.',
    ],
    [
      'Spring cleaning, the Canadian way',
      'Most towns have large-item pickup days in spring. Check your town’s calendar before putting furniture at the curb.',
    ],
    [
      'Meet your neighbours',
      'A simple hello goes a long way. Neighbours are often happy to explain local customs, garbage days and good places to shop.',
    ],
  ],
  [
    [
      'Tax deadline: April 30',
      'Most people must file their income tax return by April 30. Free tax clinics help newcomers with simple returns.',
    ],
    [
      'Rain gear is a must',
      'April brings rain and mud. A rain jacket and waterproof boots will keep you comfortable on the way to school and work.',
    ],
    [
      'Library cards are free',
      'Public libraries lend books, movies and even museum passes, and many offer free English and French conversation groups.',
    ],
    [
      'Register for kindergarten',
      'Children who turn five by the end of the year can start kindergarten. Registration usually happens in the spring.',
    ],
    [
      'Know your rights as a tenant',
      'Each province has a rental office that explains rent increases, deposits and repairs. Ask before signing a lease.',
    ],
    [
      'Volunteer to build experience',
      'Volunteering is a great way to practise English or French, meet people and gain Canadian references.',
    ],
  ],
  [
    [
      'Plant a garden',
      'Community gardens rent small plots for the season. Ask your town or a local food bank about a plot near you.',
    ],
    [
      'Victoria Day',
      'The Monday before May 25 is a holiday in most of Canada. Many families use the long weekend to start gardening.',
    ],
    [
      'Watch for ticks',
      'Ticks become active in spring. After walks in tall grass or woods, check yourself, your children and your pets.',
    ],
    [
      'Bike safety',
      'Helmets are required for cyclists in Atlantic Canada. Use lights at night and ride in the same direction as traffic.',
    ],
    [
      'Find a family doctor',
      'Add your name to your province’s patient registry as soon as you can. Waiting lists move, so keep your contact details up to date.',
    ],
    [
      'Mental health matters',
      'Moving to a new country is hard. Free and confidential help lines are open day and night, in many languages.',
    ],
  ],
  [
    [
      'Sun protection',
      'The summer sun is strong, even on cool days. Use sunscreen, a hat and sunglasses, especially for children.',
    ],
    [
      'National Indigenous Peoples Day',
      'June 21 celebrates First Nations, Inuit and Métis peoples. Many communities hold events open to everyone.',
    ],
    [
      'Learn about the Mi’kmaq',
      'Most of Atlantic Canada is on the unceded territory of the Mi’kmaq people. Local cultural centres welcome visitors.',
    ],
    [
      'End of the school year',
      'Schools close at the end of June. Ask your school about summer reading programmes and free day camps.',
    ],
    [
      'Beach safety',
      'Ocean currents can be strong. Swim at supervised beaches, and always watch children near the water.',
    ],
    [
      'Saint-Jean-Baptiste Day',
      'June 24 is a celebration for French-speaking communities across Canada. Acadian and francophone groups welcome newcomers.',
    ],
  ],
  [
    [
      'Canada Day',
      'July 1 is Canada’s birthday. Towns hold free concerts, parades and fireworks. It is a great day to meet people.',
    ],
    [
      'Stay cool in a heat wave',
      'Drink water often, stay in the shade and check on older neighbours. Libraries and malls are good cool places.',
    ],
    [
      'Explore the parks',
      'National and provincial parks have beaches and trails. A Parks Canada pass can be free for new citizens in their first year.',
    ],
    [
      'Farmers’ markets',
      'Local markets sell fresh fruit, vegetables and fish. Many accept cards and some offer coupons for low-income families.',
    ],
    [
      'Summer jobs for youth',
      'Students aged 15 to 30 can find summer jobs through government programmes. Ask at your local employment centre.',
    ],
    [
      'Keep food safe',
      'In hot weather, keep food in the fridge or a cooler and do not leave picnic food in the sun for more than an hour.',
    ],
  ],
  [
    [
      'Back-to-school shopping',
      'Schools send a supply list. Many community groups give free backpacks and supplies to families who need them.',
    ],
    [
      'Natal Day and civic holidays',
      'Early August has a civic holiday in several provinces. Check whether shops and offices are open.',
    ],
    [
      'Pick your own berries',
      'Blueberry season is in August. U-pick farms let you pick your own fruit at a low price.',
    ],
    [
      'Hurricane season',
      'Storms can reach Atlantic Canada from August to November. Keep water, food, batteries and medicine for 72 hours.',
    ],
    [
      'Vaccines for school',
      'Schools may ask for your child’s vaccination record. Public health offices give routine vaccines for free.',
    ],
    [
      'Plan your commute',
      'Try the bus route to school or work before the first day, so the first morning is calm.',
    ],
  ],
  [
    [
      'Labour Day',
      'The first Monday of September is Labour Day, the last long weekend of summer before school starts.',
    ],
    [
      'Meet the teacher',
      'Schools hold open houses in September. You can bring an interpreter or ask the school to arrange one.',
    ],
    [
      'Orange Shirt Day',
      'September 30 is the National Day for Truth and Reconciliation. Wearing orange honours residential school survivors.',
    ],
    [
      'Sign up for activities',
      'Sports and music programmes register in September. Many offer financial help, so ask before you decide.',
    ],
    [
      'Apple season',
      'Orchards in the Annapolis Valley and elsewhere open for apple picking. It is a fun family outing.',
    ],
    [
      'Update your address',
      'If you moved, update your address with the Canada Revenue Agency, your bank and your health card office.',
    ],
  ],
  [
    [
      'Thanksgiving',
      'Canadian Thanksgiving is the second Monday of October. Families share a meal and give thanks for the harvest.',
    ],
    [
      'Get your flu shot',
      'Flu shots are free at pharmacies and clinics in the fall. They protect you and the people around you.',
    ],
    [
      'Halloween traditions',
      'On October 31, children dress up and knock on doors for candy. Homes with lights on are happy to take part.',
    ],
    [
      'Prepare your home for winter',
      'Check windows and doors for drafts. Many provinces offer free energy-saving programmes for tenants and owners.',
    ],
    [
      'Change to winter tires',
      'Book your tire change early in the fall before the first snow; garages get very busy.',
    ],
    [
      'Small Business Week',
      'Local business groups hold free workshops in October. They are a good start if you want to open a business.',
    ],
  ],
  [
    [
      'Remembrance Day',
      'On November 11, Canadians wear a red poppy and observe two minutes of silence at 11 a.m. to honour veterans.',
    ],
    [
      'Daylight saving ends',
      'Clocks move back one hour on the first Sunday of November. It gets dark early, so wear bright colours when walking.',
    ],
    [
      'Winter clothing help',
      'Community groups and churches collect winter coats and boots for newcomers. Ask your settlement worker where to go.',
    ],
    [
      'Seasonal mood',
      'Shorter days can make people feel low. Go outside in daylight, stay active and talk to someone if you feel down.',
    ],
    [
      'Heating assistance',
      'Provinces offer help with heating costs for low-income households. Apply early in the season.',
    ],
    [
      'Safe driving in snow',
      'Slow down, keep more distance and clear all snow from your car, including the roof, before you drive.',
    ],
  ],
  [
    [
      'Holiday season',
      'December has many celebrations. You are welcome to share your own traditions with neighbours and coworkers.',
    ],
    [
      'Giving and receiving help',
      'Food banks and toy drives help families in December. There is no shame in asking: everyone needs help sometimes.',
    ],
    [
      'Boxing Day',
      'December 26 is a holiday with big sales in stores. Compare prices and watch your budget.',
    ],
    [
      'Snow removal rules',
      'Many towns ban overnight street parking during winter so ploughs can clear the roads. Check your town’s rules.',
    ],
    [
      'Stay connected',
      'The holidays can feel lonely far from family. Community centres and faith groups hold free holiday meals.',
    ],
    [
      'Plan for the new year',
      'Set one small goal for next year: a language course, a new friend, a certificate. Small steps add up.',
    ],
  ],
];

export const TIPS_YEAR = 2021;

export const TIP_ROWS = TIPS.flatMap((month, m) =>
  month.map(([title, text], i) => ({
    year: TIPS_YEAR,
    month: m + 1,
    position: i + 1,
    language: 'en',
    title,
    text,
  })),
);
