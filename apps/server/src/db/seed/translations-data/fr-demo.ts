import { pairs, type SiteTexts } from './types.js';

export const FR_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Avertissement de tempête hivernale pour l’Île-du-Prince-Édouard',
      'Environnement Canada a émis un avertissement de tempête hivernale pour toute l’Î.-P.-É., de ce soir jusqu’à demain après-midi. Prévoyez de 20 à 30 cm de neige et des vents forts. Évitez de vous déplacer si possible, chargez votre téléphone et gardez une lampe de poche à portée de main.',
    ],
    'pe-vaccine-clinics': [
      'Les cliniques de vaccination contre la grippe et la COVID-19 sont ouvertes',
      'Santé Î.-P.-É. offre gratuitement les vaccins contre la grippe et la COVID-19 dans des cliniques partout sur l’Île. Toute personne de 6 mois et plus peut prendre rendez-vous. Vous n’avez pas besoin d’une carte santé de l’Î.-P.-É. pour vous faire vacciner. Apportez une pièce d’identité avec photo si vous en avez une. Les pharmacies donnent aussi les vaccins gratuitement.',
    ],
    'pe-health-card': [
      'Demandez votre carte santé de l’Î.-P.-É.',
      'Nouvellement arrivé sur l’Île? Demandez votre carte santé de l’Î.-P.-É. dès votre arrivée. La couverture des résidents permanents commence le jour où vous devenez résident. Apportez vos documents d’immigration et une preuve d’adresse à n’importe quel bureau d’Accès Î.-P.-É.',
    ],
    'ch-grafton-closure': [
      'Fermeture de route : rue Grafton entre Queen et Prince',
      'La rue Grafton sera fermée à la circulation entre la rue Queen et la rue Prince de 7 h à 18 h pour la réparation d’une conduite d’eau. Veuillez suivre les panneaux de détour. Les trottoirs restent ouverts aux piétons.',
    ],
    'ch-parking-ban': [
      'Interdiction de stationner la nuit pour le déneigement',
      'L’interdiction de stationnement d’hiver de la Ville de Charlottetown est en vigueur de minuit à 7 h. Les véhicules garés dans les rues pendant l’interdiction peuvent recevoir une contravention et être remorqués pour que les chasse-neige puissent dégager les routes. Utilisez un stationnement hors rue jusqu’à la levée de l’interdiction.',
    ],
    'ch-library-conversation': [
      'Cercle de conversation anglaise à la bibliothèque',
      'Pratiquez votre anglais dans un groupe détendu à la bibliothèque publique du Centre de la Confédération, tous les mardis soir. Tous les niveaux sont bienvenus, c’est gratuit et vous n’avez pas besoin de vous inscrire. Thé et café offerts.',
    ],
    'ch-newcomer-session': [
      'Séance d’information pour nouveaux arrivants : louer votre premier logement',
      'Renseignez-vous sur les baux, les dépôts et vos droits de locataire à l’Î.-P.-É. La séance est gratuite et des interprètes peuvent être prévus si vous le demandez à l’avance. Apportez vos questions sur le chauffage, les services publics et quoi faire si quelque chose se brise.',
    ],
    'ch-transit-detour': [
      'Détour de la ligne d’autobus T3 cette semaine',
      'Cette semaine, les autobus T3 ne s’arrêteront pas sur l’avenue University entre l’avenue Belvedere et la rue Allen. Des arrêts temporaires sont installés sur le chemin Mount Edward.',
    ],
    'ch-recycling': [
      'Changement de la collecte des déchets pendant les Fêtes',
      'La collecte des bacs vert, bleu et noir est reportée d’un jour pendant la semaine des Fêtes. Sortez vos bacs avant 6 h le jour de votre nouvelle collecte.',
    ],
    'ch-public-skate': [
      'Patinage public gratuit à l’aréna Simmons',
      'Le patinage public gratuit a lieu tous les dimanches après-midi. Des patins et des casques peuvent être empruntés à l’accueil, jusqu’à épuisement. Le casque est recommandé pour tout le monde.',
    ],
    'ch-tax-clinic': [
      'Comptoir d’impôts gratuit pour les nouveaux arrivants',
      'Des bénévoles peuvent vous aider gratuitement à produire votre déclaration de revenus si votre revenu est modeste. Produire votre déclaration vous permet de recevoir des prestations comme le crédit pour la TPS/TVH et l’Allocation canadienne pour enfants, même si vous n’avez eu aucun revenu.',
    ],
    'ch-water-flushing': [
      'Rinçage des conduites d’eau à East Royalty',
      'Des équipes rincent les conduites d’eau principales à East Royalty pendant la nuit. Votre eau peut sembler trouble pendant un court moment; laissez couler le robinet d’eau froide jusqu’à ce qu’elle soit claire.',
    ],
    'ch-job-fair': [
      'Salon de l’emploi au Collège Holland',
      'Plus de 40 employeurs de l’Île embaucheront au salon de l’emploi du printemps. Apportez des copies de votre curriculum vitæ. Des conseillers en emploi pour nouveaux arrivants seront sur place pour vous aider.',
    ],
    'ch-welcome-personal': [
      'Bienvenue sur Harbour!',
      'Merci de vous être joint à Harbour. Complétez votre profil pour que nous puissions vous montrer les avis, les événements et les services de votre communauté.',
    ],
    'st-kinlock-paving': [
      'Asphaltage sur le chemin Kinlock',
      'Une seule voie du chemin Kinlock sera ouverte, avec des signaleurs, de 8 h à 17 h pendant la fin des travaux d’asphaltage. Prévoyez de courts délais.',
    ],
    'st-library-storytime': [
      'Heure du conte en famille à la bibliothèque de Stratford',
      'Histoires, chansons et bricolages pour les enfants jusqu’à 6 ans et leur famille, tous les samedis matin à la bibliothèque publique de Stratford. Gratuit, sans inscription.',
    ],
    'co-snow-ban': [
      'Cornwall : aucun stationnement dans la rue pendant le déneigement',
      'Veuillez ne pas laisser de véhicules dans les rues de la ville la nuit pendant que les équipes déneigent. Les voitures qui nuisent peuvent être remorquées aux frais du propriétaire.',
    ],
    'co-rec-programs': [
      'Inscriptions ouvertes aux activités récréatives d’hiver',
      'Les inscriptions sont ouvertes pour le basketball jeunesse, le yoga pour adultes et les bains libres en famille. Une aide financière est offerte aux familles qui en ont besoin.',
    ],
    'su-water-street': [
      'Rue Water fermée pour des travaux d’égout',
      'La rue Water est fermée entre la rue Central et la rue Summer pour des travaux d’égout. Circulation locale seulement.',
    ],
    'su-newcomer-session': [
      'Séance d’information pour nouveaux arrivants au Credit Union Place',
      'Rencontrez des intervenants en établissement, posez vos questions sur les écoles, les permis de conduire et l’emploi, et faites connaissance avec d’autres nouveaux arrivants de Summerside. Les enfants sont les bienvenus.',
    ],
    'ns-shore-library': [
      'Le bibliobus s’arrête au centre communautaire de North Shore',
      'Le bibliobus visite le centre communautaire de North Shore un mercredi après-midi sur deux. Empruntez des livres et obtenez une carte de bibliothèque gratuite.',
    ],
    'nsw-burn-restrictions': [
      'Restrictions de brûlage partout en Nouvelle-Écosse',
      'En raison du temps sec, aucun feu à ciel ouvert n’est permis dans la province entre 8 h et 19 h. Consultez la carte des restrictions avant d’allumer un feu.',
    ],
    'hx-parking-ban': [
      'Interdiction de stationner la nuit en hiver à Halifax',
      'L’interdiction de stationnement de nuit en hiver est en vigueur de 1 h à 6 h dans la zone 1 (centrale) et la zone 2 (non centrale). Les véhicules dans la rue peuvent recevoir une contravention et être remorqués pour permettre le déneigement.',
    ],
    'hx-bridge-lane': [
      'Pont Macdonald : une voie fermée la nuit',
      'Une voie du pont Macdonald sera fermée de 21 h à 5 h pour des travaux d’entretien. La voie pour vélos et piétons reste ouverte.',
    ],
    'hx-library-newcomers': [
      'Programmes pour nouveaux arrivants à la bibliothèque centrale de Halifax',
      'Les bibliothèques publiques de Halifax offrent des groupes de conversation anglaise, de l’aide à la recherche d’emploi et des cours d’informatique gratuits pour les nouveaux arrivants. Demandez à n’importe quel comptoir une carte de bibliothèque gratuite, qui donne aussi accès gratuitement aux musées.',
    ],
    'hx-vaccine-clinic': [
      'Clinique de vaccination sans rendez-vous ce week-end',
      'Une clinique gratuite sans rendez-vous pour les vaccins contre la grippe et la COVID-19 a lieu samedi et dimanche. Aucune carte santé requise.',
    ],
    'nb-vaccine-clinics': [
      'Vaccins contre la grippe gratuits pour tous au Nouveau-Brunswick',
      'Les vaccins contre la grippe sont gratuits dans les pharmacies et les cliniques de santé publique partout au Nouveau-Brunswick. Prenez rendez-vous en ligne ou par téléphone.',
    ],
    'mo-parking-ban': [
      'Interdiction de stationner la nuit à Moncton',
      'Le stationnement dans la rue est interdit de minuit à 7 h pendant que l’interdiction de stationnement d’hiver est en vigueur. Les chasse-neige ont besoin de l’espace pour dégager les rues.',
    ],
    'mo-main-closure': [
      'Rue Main fermée pour le festival d’hiver',
      'La rue Main, entre Botsford et Lutz, sera fermée aux voitures samedi de 10 h à 22 h. Les autobus emprunteront le boulevard Assomption.',
    ],
    'mo-library-cafe': [
      'Café-conversation à la bibliothèque publique de Moncton',
      'Pratiquez l’anglais ou le français avec des bénévoles sympathiques tous les jeudis soir. Gratuit pour tout le monde.',
    ],
    'mo-newcomer-session': [
      'Séance pour nouveaux arrivants : votre premier hiver à Moncton',
      'Apprenez à vous habiller pour le froid, à chauffer votre logement à moindre coût et à conduire prudemment dans la neige. Manteaux d’hiver gratuits pour les familles, jusqu’à épuisement.',
    ],
    'nl-power-advisory': [
      'Avis de vents violents et de pannes de courant',
      'Des rafales jusqu’à 120 km/h sont prévues ce soir sur la péninsule d’Avalon. Des pannes de courant sont possibles : gardez vos appareils chargés et ayez de l’eau et des lampes de poche à portée de main.',
    ],
    'sj-snow-clearing': [
      'St. John’s : aucun stationnement de nuit dans la rue',
      'Le stationnement de nuit dans les rues de la ville est interdit de minuit à 7 h pendant la saison de déneigement. Les véhicules peuvent être remorqués.',
    ],
    'sj-water-street': [
      'Détour pour piétons sur la rue Water',
      'Une partie du trottoir de la rue Water est fermée près de la rue Prescott en raison de travaux de construction. Veuillez utiliser le passage couvert de l’autre côté de la rue.',
    ],
    'sj-library-storytime': [
      'Heure du conte à la bibliothèque A.C. Hunter',
      'Amenez vos tout-petits pour des chansons et des histoires tous les mercredis matin. Gratuit, et toutes les familles sont les bienvenues.',
    ],
    'sj-newcomer-info': [
      'Séance d’information pour nouveaux arrivants : trouver du travail à St. John’s',
      'Des conseillers en emploi expliquent comment rédiger un curriculum vitæ à la canadienne, faire reconnaître vos titres de compétences et trouver des offres d’emploi. Gratuit, avec service de garde sur place.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      '10 % de rabais sur tout combo boisson et pâtisserie',
      'Un par visite. Sur place ou à emporter.',
    ],
    'ISLANDBEAN-FREE': ['Café gratuit avec tout sandwich déjeuner', 'En semaine avant 10 h.'],
    'HARBOURFRESH-5': [
      '5 $ de rabais sur une commande d’épicerie de 50 $ ou plus',
      'Avant taxes. Un par foyer par semaine.',
    ],
    'HARBOURFRESH-RICE': [
      '15 % de rabais sur le riz, les lentilles et les épices',
      'Jusqu’à épuisement des stocks.',
    ],
    'CYCLEMONCTON-TUNE': [
      '20 $ de rabais sur une mise au point complète de vélo',
      'Sur rendez-vous. Non valide avec d’autres offres.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Ajustement de casque gratuit et 10 % de rabais sur un casque neuf',
      'Casques pour enfants et adultes.',
    ],
    'SUMMERSIDE-BOOKS': [
      '20 % de rabais sur les livres d’apprentissage de l’anglais et du français',
      'En magasin seulement.',
    ],
    'STJOHNS-WARM': [
      '25 % de rabais sur les manteaux et bottes d’hiver pour les nouveaux arrivants',
      'Montrez ce code à la caisse. Un manteau et une paire de bottes par personne.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Soirée d’accueil des nouveaux arrivants',
      'Une soirée pour rencontrer vos voisins, des intervenants en établissement et des groupes communautaires. Souper léger, musique et kiosques d’information sur le logement, la santé et l’emploi. Interprètes en arabe, en farsi et en ukrainien sur place.',
    ],
    'ch-conversation': [
      'Cercle de conversation anglaise',
      'Pratiquez l’anglais de tous les jours dans un petit groupe convivial. Tous les niveaux sont bienvenus; aucune inscription nécessaire.',
    ],
    'ch-market-tour': [
      'Visite du marché fermier pour nouveaux arrivants',
      'Une promenade guidée dans le marché : aliments locaux, produits de saison et comment faire l’épicerie avec un petit budget. Dégustations gratuites offertes par des agriculteurs de l’Île.',
    ],
    'ch-career-workshop': [
      'Atelier sur le curriculum vitæ canadien',
      'Apportez votre curriculum vitæ et votre ordinateur portable si vous en avez un. Des conseillers en emploi montrent ce que recherchent les employeurs de l’Île et révisent les CV en tête-à-tête.',
    ],
    'ch-winter-walk': [
      'Promenade en famille au parc Victoria',
      'Une promenade facile le long de la promenade riveraine, avec un chocolat chaud à la fin. Habillez-vous chaudement; poussettes bienvenues.',
    ],
    'ch-next-potluck': [
      'Repas-partage communautaire et vitrine culturelle',
      'Apportez un plat de chez vous à partager (facultatif) et profitez de spectacles de danse et de musique des communautés de l’Île.',
    ],
    'ch-next-tax': [
      'Comptoir d’impôts gratuit',
      'Des bénévoles remplissent gratuitement les déclarations de revenus simples. Apportez vos pièces d’identité, votre NAS et vos feuillets d’impôt. Présentez-vous sans rendez-vous ou réservez une plage horaire.',
    ],
    'pe-welcome-day': [
      'Journée d’accueil des nouveaux arrivants de l’Île',
      'Salon d’accueil provincial réunissant sous un même toit des services gouvernementaux, des employeurs, des écoles et des groupes communautaires. Dîner gratuit et activités pour les enfants.',
    ],
    'st-storytime': [
      'Heure du conte en famille du samedi',
      'Histoires, comptines et un bricolage simple pour les enfants jusqu’à 6 ans et leurs adultes.',
    ],
    'st-next-skate': [
      'Apprendre à patiner pour nouveaux arrivants',
      'Première fois sur des patins? Des bénévoles enseignent les bases. Patins et casques à emprunter.',
    ],
    'co-yoga': [
      'Yoga communautaire doux',
      'Un cours calme, adapté aux débutants. Apportez un tapis si vous en avez un; quelques-uns peuvent être empruntés.',
    ],
    'su-info-session': [
      'Séance d’information pour nouveaux arrivants',
      'Des intervenants en établissement expliquent les écoles, les cartes santé et les permis de conduire, et répondent à vos questions.',
    ],
    'su-book-club': [
      'Club de lecture en anglais facile',
      'Lisez ensemble des livres courts et simples, puis discutez-en. Les livres sont prêtés gratuitement.',
    ],
    'nsh-kitchen-party': [
      'Fête de cuisine de North Shore',
      'Musique traditionnelle de violon de l’Île, gigue et un dîner de sandwichs et de douceurs.',
    ],
    'hx-conversation': [
      'Café-conversation en anglais',
      'Passez pratiquer l’anglais avec des bénévoles, au deuxième étage de la bibliothèque centrale.',
    ],
    'hx-market': [
      'Visite d’accueil du marché du port',
      'Rencontrez des agriculteurs locaux et découvrez ce qui pousse en Nouvelle-Écosse à chaque saison.',
    ],
    'hx-skate': [
      'Patinage gratuit à l’Emera Oval',
      'Patinage gratuit et prêt de casques pour votre première fois sur la glace. Des bénévoles aident les débutants.',
    ],
    'hx-next-employment': [
      'Travailler en Nouvelle-Écosse : atelier sur l’emploi',
      'Culture du travail, entrevues et reconnaissance de vos titres de compétences. Inscription recommandée.',
    ],
    'mo-cafe': [
      'Café-conversation bilingue',
      'Pratiquez l’anglais et le français avec des bénévoles sympathiques.',
    ],
    'mo-market': [
      'Rencontre au marché du samedi',
      'Rencontrez d’autres nouveaux arrivants autour d’un café et d’une promenade dans le marché.',
    ],
    'mo-next-game': [
      'Soirée de hockey pour nouveaux arrivants',
      'Votre premier match de hockey! Billets gratuits pour les familles nouvellement arrivées, avec un petit guide des règles.',
    ],
    'sj-rooms': [
      'Soirée gratuite à The Rooms',
      'Entrée gratuite au musée et à la galerie d’art provinciaux le mercredi soir.',
    ],
    'sj-storytime': [
      'Heure du conte multilingue',
      'Des histoires lues en anglais et dans une autre langue chaque semaine. Les familles peuvent se porter bénévoles pour lire dans la leur.',
    ],
    'sj-market': [
      'Matinée au marché pour nouveaux arrivants',
      'Café, produits locaux et l’occasion de rencontrer des intervenants en établissement.',
    ],
    'sj-next-sliding': [
      'Journée de plaisirs d’hiver au parc Bannerman',
      'Glissade, jeux dans la neige et chocolat chaud. Pantalons de neige et bottes recommandés.',
    ],
  }),
};
