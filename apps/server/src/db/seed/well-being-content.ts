/* Well-being demo content: categories, the kinds of services with their texts in en and fr, and
   the listings (fictional organisations on real streets; 555-01xx phone numbers and example.com sites). */

export interface Bilingual {
  en: string;
  fr: string;
}

export const CATEGORIES: { tag: string; name: Bilingual; description: Bilingual }[] = [
  {
    tag: 'beauty',
    name: { en: 'Beauty', fr: 'Beauté' },
    description: {
      en: 'Hair salons, barbers and skin care close to home.',
      fr: 'Salons de coiffure, barbiers et soins de la peau près de chez vous.',
    },
  },
  {
    tag: 'physical_health',
    name: { en: 'Physical Health', fr: 'Santé physique' },
    description: {
      en: 'Fitness centres, physiotherapy and easy ways to stay active.',
      fr: 'Centres de conditionnement physique, physiothérapie et façons simples de rester actif.',
    },
  },
  {
    tag: 'family_health',
    name: { en: 'Family Health', fr: 'Santé familiale' },
    description: {
      en: 'Family resource centres and support for parents, babies and children.',
      fr: 'Centres de ressources familiales et soutien aux parents, aux bébés et aux enfants.',
    },
  },
  {
    tag: 'hospitals_clinics',
    name: { en: 'Hospitals & Clinics', fr: 'Hôpitaux et cliniques' },
    description: {
      en: 'Walk-in clinics, community health centres and hospitals.',
      fr: 'Cliniques sans rendez-vous, centres de santé communautaires et hôpitaux.',
    },
  },
  {
    tag: 'mental_health',
    name: { en: 'Mental Health', fr: 'Santé mentale' },
    description: {
      en: 'Counselling, peer support and someone to talk to.',
      fr: 'Counseling, soutien par les pairs et quelqu’un à qui parler.',
    },
  },
  {
    tag: 'dental_care',
    name: { en: 'Dental Care', fr: 'Soins dentaires' },
    description: {
      en: 'Dentists and dental clinics, with help to understand the costs.',
      fr: 'Dentistes et cliniques dentaires, avec de l’aide pour comprendre les coûts.',
    },
  },
  {
    tag: 'pharmacies',
    name: { en: 'Pharmacies', fr: 'Pharmacies' },
    description: {
      en: 'Prescriptions, vaccines and friendly health advice.',
      fr: 'Ordonnances, vaccins et conseils santé bienveillants.',
    },
  },
];

/** Tags of the categories that have their own tile image in the web app (public/well-being/<tag>.svg). */
export const CATEGORY_IMAGES = new Set([
  'beauty',
  'physical_health',
  'family_health',
  'hospitals_clinics',
  'mental_health',
]);

export interface KindTexts {
  categories: string[];
  description: Bilingual;
  workingHours: Bilingual;
  eligibility: Bilingual;
  fees: Bilingual;
  howToAccess: Bilingual;
  disabilitiesAccess: Bilingual;
  documentsRequired: Bilingual;
}

const STEP_FREE: Bilingual = {
  en: 'Step-free entrance, accessible washroom and reserved parking near the door.',
  fr: 'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
};
const HEALTH_CARD: Bilingual = {
  en: 'Provincial health card. If you do not have one yet, bring photo ID and your immigration papers.',
  fr: 'Carte santé provinciale. Si vous n’en avez pas encore, apportez une pièce d’identité avec photo et vos papiers d’immigration.',
};
const NONE: Bilingual = { en: 'None.', fr: 'Aucun.' };
const EVERYONE: Bilingual = { en: 'Everyone is welcome.', fr: 'Tout le monde est bienvenu.' };

export const KINDS: Record<string, KindTexts> = {
  clinic: {
    categories: ['hospitals_clinics', 'physical_health'],
    description: {
      en: 'A walk-in clinic for everyday health concerns: colds and flu, small injuries, infections, prescription renewals and referrals. No family doctor needed.',
      fr: 'Une clinique sans rendez-vous pour les problèmes de santé courants : rhumes et grippe, petites blessures, infections, renouvellements d’ordonnance et références. Aucun médecin de famille requis.',
    },
    workingHours: {
      en: 'Mon–Fri 8:00 AM–8:00 PM; Sat–Sun 10:00 AM–4:00 PM',
      fr: 'Lun–ven 8 h–20 h; sam–dim 10 h–16 h',
    },
    eligibility: EVERYONE,
    fees: {
      en: 'Free with a provincial health card. Visitors without coverage pay a visit fee.',
      fr: 'Gratuit avec une carte santé provinciale. Les personnes sans couverture paient des frais de visite.',
    },
    howToAccess: {
      en: 'Walk in or book a same-day spot by phone. Arrive early: spots fill up by mid-afternoon.',
      fr: 'Présentez-vous sans rendez-vous ou réservez une place le jour même par téléphone. Arrivez tôt : les places partent vers le milieu de l’après-midi.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: HEALTH_CARD,
  },
  chc: {
    categories: ['hospitals_clinics', 'family_health'],
    description: {
      en: 'A community health centre with nurses, nurse practitioners, a dietitian and a social worker under one roof. Newcomers without a family doctor can get regular care here.',
      fr: 'Un centre de santé communautaire qui réunit infirmières, infirmières praticiennes, diététiste et travailleuse sociale. Les nouveaux arrivants sans médecin de famille peuvent y recevoir des soins réguliers.',
    },
    workingHours: {
      en: 'Mon–Fri 8:30 AM–4:30 PM; Thu until 7:00 PM',
      fr: 'Lun–ven 8 h 30–16 h 30; jeu jusqu’à 19 h',
    },
    eligibility: {
      en: 'Residents of the area, including newcomers waiting for a family doctor.',
      fr: 'Résidents de la région, y compris les nouveaux arrivants en attente d’un médecin de famille.',
    },
    fees: {
      en: 'Free. Interpreters are free too.',
      fr: 'Gratuit. Les services d’interprète sont aussi gratuits.',
    },
    howToAccess: {
      en: 'Call to register. Tell us if you need an interpreter and we will book one for your visit.',
      fr: 'Appelez pour vous inscrire. Dites-nous si vous avez besoin d’un interprète et nous en réserverons un pour votre visite.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: HEALTH_CARD,
  },
  hospital: {
    categories: ['hospitals_clinics'],
    description: {
      en: 'A regional hospital with a 24-hour emergency department, maternity care, surgery and specialist clinics. For emergencies, call 911.',
      fr: 'Un hôpital régional avec urgence ouverte 24 heures sur 24, soins de maternité, chirurgie et cliniques spécialisées. En cas d’urgence, composez le 911.',
    },
    workingHours: {
      en: 'Emergency department open 24 hours, every day',
      fr: 'Urgence ouverte 24 heures sur 24, tous les jours',
    },
    eligibility: EVERYONE,
    fees: {
      en: 'Covered by the provincial health plan. Without coverage, hospital fees apply.',
      fr: 'Couvert par le régime provincial d’assurance maladie. Sans couverture, des frais d’hôpital s’appliquent.',
    },
    howToAccess: {
      en: 'Go to the emergency entrance for urgent care. Specialist clinics need a referral from a doctor or nurse practitioner.',
      fr: 'Présentez-vous à l’entrée de l’urgence pour des soins urgents. Les cliniques spécialisées demandent une référence d’un médecin ou d’une infirmière praticienne.',
    },
    disabilitiesAccess: {
      en: 'Fully accessible: automatic doors, elevators, wheelchairs at the main entrance.',
      fr: 'Entièrement accessible : portes automatiques, ascenseurs, fauteuils roulants à l’entrée principale.',
    },
    documentsRequired: HEALTH_CARD,
  },
  counselling: {
    categories: ['mental_health', 'family_health'],
    description: {
      en: 'Short-term counselling for individuals, couples and families: stress, grief, settling into a new country, parenting and relationships. Sessions in person or by video.',
      fr: 'Counseling à court terme pour les personnes, les couples et les familles : stress, deuil, installation dans un nouveau pays, parentalité et relations. Séances en personne ou par vidéo.',
    },
    workingHours: {
      en: 'Mon–Thu 9:00 AM–8:00 PM; Fri 9:00 AM–4:00 PM',
      fr: 'Lun–jeu 9 h–20 h; ven 9 h–16 h',
    },
    eligibility: {
      en: 'Adults, youth aged 12 and over, couples and families.',
      fr: 'Adultes, jeunes de 12 ans et plus, couples et familles.',
    },
    fees: {
      en: 'Sliding scale based on income; free for newcomers in their first year.',
      fr: 'Tarif selon le revenu; gratuit pour les nouveaux arrivants pendant leur première année.',
    },
    howToAccess: {
      en: 'Call or e-mail to book a first conversation. You can ask for a counsellor who speaks your language.',
      fr: 'Appelez ou écrivez pour réserver une première rencontre. Vous pouvez demander un conseiller qui parle votre langue.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  peer: {
    categories: ['mental_health'],
    description: {
      en: 'A warm, free place to talk with trained peers who have lived through hard times too. Drop-in groups, a phone warmline and quiet space. In a crisis, call or text 988.',
      fr: 'Un lieu chaleureux et gratuit pour parler avec des pairs formés qui ont aussi traversé des moments difficiles. Groupes sans rendez-vous, ligne d’écoute et espace calme. En situation de crise, appelez ou textez le 988.',
    },
    workingHours: { en: 'Every day 10:00 AM–10:00 PM', fr: 'Tous les jours 10 h–22 h' },
    eligibility: { en: 'Anyone aged 16 and over.', fr: 'Toute personne de 16 ans et plus.' },
    fees: { en: 'Free.', fr: 'Gratuit.' },
    howToAccess: {
      en: 'Drop in, or call the warmline. No referral and no appointment needed.',
      fr: 'Passez nous voir ou appelez la ligne d’écoute. Aucune référence ni rendez-vous nécessaire.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  pharmacy: {
    categories: ['pharmacies'],
    description: {
      en: 'A community pharmacy: prescriptions, flu and COVID-19 vaccines, blood pressure checks and advice on medicines for minor illnesses. Pharmacists can treat some common conditions.',
      fr: 'Une pharmacie de quartier : ordonnances, vaccins contre la grippe et la COVID-19, prise de tension et conseils sur les médicaments pour les maladies mineures. Les pharmaciens peuvent traiter certains problèmes courants.',
    },
    workingHours: {
      en: 'Mon–Fri 9:00 AM–9:00 PM; Sat 9:00 AM–6:00 PM; Sun 11:00 AM–5:00 PM',
      fr: 'Lun–ven 9 h–21 h; sam 9 h–18 h; dim 11 h–17 h',
    },
    eligibility: EVERYONE,
    fees: {
      en: 'Prescription costs depend on your drug plan. Many vaccines are free.',
      fr: 'Le coût des ordonnances dépend de votre régime d’assurance médicaments. Beaucoup de vaccins sont gratuits.',
    },
    howToAccess: {
      en: 'Walk in. Vaccines can be booked online or by phone.',
      fr: 'Sans rendez-vous. Les vaccins peuvent être réservés en ligne ou par téléphone.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: {
      en: 'Your prescription and health card; your drug plan card if you have one.',
      fr: 'Votre ordonnance et votre carte santé; la carte de votre régime d’assurance médicaments si vous en avez une.',
    },
  },
  family_resource: {
    categories: ['family_health'],
    description: {
      en: 'Free programs for parents and caregivers with children up to six: playgroups, prenatal classes, parenting workshops, a clothing exchange and friendly staff who help families find their way.',
      fr: 'Programmes gratuits pour les parents et les personnes qui s’occupent d’enfants jusqu’à six ans : groupes de jeu, cours prénataux, ateliers parentaux, échange de vêtements et une équipe accueillante qui aide les familles à s’orienter.',
    },
    workingHours: {
      en: 'Mon–Fri 9:00 AM–4:00 PM; some evening programs',
      fr: 'Lun–ven 9 h–16 h; quelques programmes en soirée',
    },
    eligibility: {
      en: 'Expecting parents and families with children aged 0 to 6.',
      fr: 'Futurs parents et familles avec des enfants de 0 à 6 ans.',
    },
    fees: { en: 'Free.', fr: 'Gratuit.' },
    howToAccess: {
      en: 'Drop in during playgroup hours or call to register for a program.',
      fr: 'Passez pendant les heures des groupes de jeu ou appelez pour vous inscrire à un programme.',
    },
    disabilitiesAccess: {
      en: 'Ground-floor space with room for strollers and wheelchairs; accessible washroom with a change table.',
      fr: 'Local au rez-de-chaussée avec de la place pour poussettes et fauteuils roulants; toilettes accessibles avec table à langer.',
    },
    documentsRequired: NONE,
  },
  dental: {
    categories: ['dental_care'],
    description: {
      en: 'A family dental clinic: check-ups, cleanings, fillings, children’s dentistry and same-day emergency care for toothaches. We welcome patients of the Canadian Dental Care Plan.',
      fr: 'Une clinique dentaire familiale : examens, nettoyages, obturations, dentisterie pour enfants et soins d’urgence le jour même pour les maux de dents. Nous accueillons les patients du Régime canadien de soins dentaires.',
    },
    workingHours: {
      en: 'Mon–Thu 8:00 AM–6:00 PM; Fri 8:00 AM–2:00 PM',
      fr: 'Lun–jeu 8 h–18 h; ven 8 h–14 h',
    },
    eligibility: {
      en: 'New patients of all ages are welcome.',
      fr: 'Les nouveaux patients de tout âge sont les bienvenus.',
    },
    fees: {
      en: 'Fees follow the provincial dental association guide. We bill the Canadian Dental Care Plan and most insurance plans directly.',
      fr: 'Les frais suivent le guide de l’association dentaire provinciale. Nous facturons directement le Régime canadien de soins dentaires et la plupart des assurances.',
    },
    howToAccess: {
      en: 'Call to book. Emergencies are seen the same day when possible.',
      fr: 'Appelez pour un rendez-vous. Les urgences sont vues le jour même si possible.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: {
      en: 'Photo ID and your dental plan or insurance card.',
      fr: 'Pièce d’identité avec photo et carte de votre régime dentaire ou d’assurance.',
    },
  },
  fitness: {
    categories: ['physical_health'],
    description: {
      en: 'A community fitness centre with a gym, group classes, a walking track and swim times. Beginner sessions and women-only hours are offered every week.',
      fr: 'Un centre de conditionnement physique communautaire avec salle d’entraînement, cours de groupe, piste de marche et périodes de natation. Séances pour débutants et heures réservées aux femmes chaque semaine.',
    },
    workingHours: {
      en: 'Mon–Fri 6:00 AM–10:00 PM; Sat–Sun 8:00 AM–8:00 PM',
      fr: 'Lun–ven 6 h–22 h; sam–dim 8 h–20 h',
    },
    eligibility: EVERYONE,
    fees: {
      en: 'Day passes and monthly memberships; reduced rates for students, seniors and newcomers.',
      fr: 'Laissez-passer d’un jour et abonnements mensuels; tarifs réduits pour étudiants, aînés et nouveaux arrivants.',
    },
    howToAccess: {
      en: 'Come to the front desk for a free first visit and a tour.',
      fr: 'Présentez-vous à l’accueil pour une première visite gratuite et un tour des lieux.',
    },
    disabilitiesAccess: {
      en: 'Accessible change rooms, a pool lift and adapted equipment.',
      fr: 'Vestiaires accessibles, lève-personne pour la piscine et équipement adapté.',
    },
    documentsRequired: NONE,
  },
  physio: {
    categories: ['physical_health', 'hospitals_clinics'],
    description: {
      en: 'Physiotherapy for back and neck pain, sports injuries and recovery after surgery, plus massage therapy and exercise programs you can follow at home.',
      fr: 'Physiothérapie pour les douleurs au dos et au cou, les blessures sportives et la récupération après une chirurgie, ainsi que massothérapie et programmes d’exercices à suivre à la maison.',
    },
    workingHours: {
      en: 'Mon–Fri 7:30 AM–7:00 PM; Sat 9:00 AM–1:00 PM',
      fr: 'Lun–ven 7 h 30–19 h; sam 9 h–13 h',
    },
    eligibility: { en: 'No referral needed.', fr: 'Aucune référence nécessaire.' },
    fees: {
      en: 'Paid per visit; most workplace health plans cover physiotherapy.',
      fr: 'Payé à la visite; la plupart des assurances collectives couvrent la physiothérapie.',
    },
    howToAccess: { en: 'Book online or by phone.', fr: 'Réservez en ligne ou par téléphone.' },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: {
      en: 'Your health plan card, if you have one.',
      fr: 'La carte de votre assurance santé, si vous en avez une.',
    },
  },
  salon: {
    categories: ['beauty'],
    description: {
      en: 'A friendly hair salon for cuts, colour, braids and styling for every hair type, plus eyebrow threading and manicures.',
      fr: 'Un salon de coiffure accueillant pour coupes, couleurs, tresses et coiffures pour tous les types de cheveux, ainsi que l’épilation des sourcils au fil et la manucure.',
    },
    workingHours: {
      en: 'Tue–Fri 10:00 AM–7:00 PM; Sat 9:00 AM–5:00 PM',
      fr: 'Mar–ven 10 h–19 h; sam 9 h–17 h',
    },
    eligibility: EVERYONE,
    fees: {
      en: 'Prices are listed in the salon; ask for a free consultation.',
      fr: 'Les prix sont affichés au salon; demandez une consultation gratuite.',
    },
    howToAccess: {
      en: 'Book by phone or walk in when a chair is free.',
      fr: 'Réservez par téléphone ou passez quand une place est libre.',
    },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
  barber: {
    categories: ['beauty'],
    description: {
      en: 'A neighbourhood barbershop: classic cuts, fades, beard trims and hot-towel shaves.',
      fr: 'Un barbier de quartier : coupes classiques, dégradés, taille de barbe et rasage à la serviette chaude.',
    },
    workingHours: { en: 'Mon–Sat 9:00 AM–6:00 PM', fr: 'Lun–sam 9 h–18 h' },
    eligibility: EVERYONE,
    fees: {
      en: 'Cuts from $25; children and seniors pay less.',
      fr: 'Coupes à partir de 25 $; tarif réduit pour les enfants et les aînés.',
    },
    howToAccess: {
      en: 'Walk in or book by phone.',
      fr: 'Sans rendez-vous ou sur réservation par téléphone.',
    },
    disabilitiesAccess: {
      en: 'One small step at the entrance; we are happy to help.',
      fr: 'Une petite marche à l’entrée; nous vous aiderons avec plaisir.',
    },
    documentsRequired: NONE,
  },
  spa: {
    categories: ['beauty', 'physical_health'],
    description: {
      en: 'A calm skin care studio: facials, waxing, massage and make-up for special days, with products for sensitive skin.',
      fr: 'Un studio de soins de la peau paisible : soins du visage, épilation, massage et maquillage pour les grandes occasions, avec des produits pour peaux sensibles.',
    },
    workingHours: { en: 'Tue–Sat 10:00 AM–6:00 PM', fr: 'Mar–sam 10 h–18 h' },
    eligibility: EVERYONE,
    fees: {
      en: 'Prices on request; gift cards available.',
      fr: 'Prix sur demande; cartes-cadeaux offertes.',
    },
    howToAccess: { en: 'Book by phone or online.', fr: 'Réservez par téléphone ou en ligne.' },
    disabilitiesAccess: STEP_FREE,
    documentsRequired: NONE,
  },
};
