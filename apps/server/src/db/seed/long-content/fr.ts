import type { LongContent } from './types.js';

/** French translation of the long texts, written without a native reviewer. */
export const FR: LongContent = {
  story: {
    1: {
      title: 'Les débuts',
      description:
        'Harbour est né en 2016 autour d’une table de cuisine à Charlottetown. Quelques familles nouvellement arrivées et leurs voisins insulaires répondaient sans cesse aux mêmes questions : où obtenir une carte santé, comment inscrire les enfants à l’école, quel autobus prendre pour l’hôpital. Nous avons décidé d’écrire les réponses, dans le plus de langues possible.',
    },
    2: {
      title: 'D’un cartable à une plateforme',
      description:
        'Le premier guide Harbour était un cartable dans le sous-sol d’une église. En 2019, il était devenu un site Web en cinq langues, et des entreprises locales, des municipalités et des bénévoles ont commencé à y ajouter leurs propres informations. Aujourd’hui, la plateforme couvre l’Île-du-Prince-Édouard, la Nouvelle-Écosse, le Nouveau-Brunswick et Terre-Neuve-et-Labrador, en treize langues.',
    },
    3: {
      title: 'Conçu avec les nouveaux arrivants',
      description:
        'Chaque partie de Harbour est testée avec des personnes qui viennent d’arriver. Des nouveaux arrivants siègent à notre cercle consultatif, révisent nos traductions et nous disent quand quelque chose n’est pas clair. Plusieurs membres de notre équipe sont d’abord venus à Harbour pour y chercher de l’aide eux-mêmes.',
    },
    4: {
      title: 'Regarder vers l’avenir',
      description:
        'Notre objectif est simple : personne qui choisit le Canada atlantique ne devrait se sentir perdu pendant sa première année. Nous agrandissons notre carrefour de bénévoles, nous travaillons avec plus d’employeurs et nous ajoutons le clavardage traduit, pour que la bonne aide ne soit jamais qu’à un message de vous.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Nos principes et nos valeurs',
      intro:
        'Ces principes guident chaque page que nous écrivons, chaque partenaire que nous choisissons et chaque personne que nous servons.',
      sections: [
        {
          heading: 'L’accueil d’abord',
          text: 'Chaque personne qui arrive mérite un accueil chaleureux, quels que soient son statut, sa langue, sa foi ou son parcours.',
        },
        {
          heading: 'Votre langue compte',
          text: 'Les informations importantes doivent vous parvenir dans la langue dans laquelle vous pensez. Nous traduisons avec soin et faisons relire chaque texte par des locuteurs natifs.',
        },
        {
          heading: 'Respect et dignité',
          text: 'Nous écoutons avant de conseiller. Les nouveaux arrivants sont les experts de leur propre vie. Toute question est une bonne question.',
        },
        {
          heading: 'Vie privée et confiance',
          text: 'Nous ne recueillons que le nécessaire, nous ne vendons jamais vos données et vous pouvez supprimer votre compte à tout moment.',
        },
        {
          heading: 'Une communauté unie',
          text: 'L’établissement réussit mieux quand voisins, employeurs, municipalités et nouveaux arrivants travaillent ensemble.',
        },
        {
          heading: 'Accessible à tous',
          text: 'Harbour doit fonctionner sur tout téléphone, avec un lecteur d’écran, avec une connexion lente et pour les personnes qui découvrent la technologie.',
        },
      ],
    },
    'our-services': {
      title: 'Nos services',
      intro:
        'Harbour réunit l’information et les personnes dont vous avez besoin pendant vos premières années au Canada atlantique.',
      sections: [
        {
          heading: 'Répertoire des services locaux',
          text: 'Trouvez des entreprises, des cliniques, des groupes communautaires et des bureaux gouvernementaux près de chez vous.',
        },
        {
          heading: 'Nouvelles et avis',
          text: 'Météo, événements et avis importants pour votre ville, dans votre langue.',
        },
        {
          heading: 'Outils',
          text: 'Publiez une annonce, clavardez avec traduction, trouvez du soutien en bien-être et commandez des traductions.',
        },
        {
          heading: 'Communauté',
          text: 'Faites du bénévolat, rencontrez des gens de votre culture et participez aux activités locales.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Conditions et confidentialité',
      intro:
        'Nos règles sont courtes et claires. Veuillez lire les documents complets pour connaître tous les détails.',
      sections: [
        {
          heading: 'Conditions d’utilisation',
          text: 'Les règles d’utilisation de Harbour, pour les visiteurs, les membres et les entreprises.',
        },
        {
          heading: 'Politique de confidentialité',
          text: 'Ce que nous recueillons, pourquoi, combien de temps nous le conservons et comment nous demander de le supprimer.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Conseils du jour',
      intro: 'Un petit conseil pratique pour chaque saison de votre première année au Canada atlantique.',
      sections: [],
    },
    'school-food': {
      title: 'Programmes d’alimentation scolaire',
      intro:
        'Chaque province du Canada atlantique aide les enfants à bien manger à l’école. Voici comment fonctionnent les programmes et comment votre famille peut y participer. Les frais et les détails changent chaque année scolaire : vérifiez toujours auprès de l’école de votre enfant.',
      sections: [
        {
          heading: 'Île-du-Prince-Édouard : Programme d’alimentation scolaire de l’Î.-P.-É.',
          text: 'Toutes les écoles publiques de l’Île offrent un repas chaud le midi grâce au Programme d’alimentation scolaire de l’Î.-P.-É. Les familles paient ce qu’elles peuvent, jusqu’à un montant suggéré par repas, et aucun enfant n’est refusé. Vous commandez et payez en ligne sur le portail des repas scolaires, ou sur papier au secrétariat de l’école. Les repas sont préparés avec des ingrédients locaux et peuvent être commandés en version végétarienne; informez l’école des allergies et des besoins alimentaires liés à la religion.',
        },
        {
          heading: 'Nouvelle-Écosse : petits-déjeuners et repas du midi à l’école',
          text: 'La plupart des écoles de la Nouvelle-Écosse offrent un programme de petits-déjeuners gratuits ouvert à tous les élèves, avec l’appui de la province et de partenaires locaux. La Nouvelle-Écosse met aussi en place un programme universel de repas du midi à l’école, en commençant par les écoles primaires, selon le principe « payez ce que vous pouvez ». Demandez au secrétariat de votre école ou à votre centre régional pour l’éducation quels repas sont offerts cette année.',
        },
        {
          heading: 'Nouveau-Brunswick : alimentation et nutrition à l’école',
          text: 'Les écoles du Nouveau-Brunswick suivent une politique provinciale sur les aliments sains, et beaucoup d’écoles offrent des programmes de petits-déjeuners et des repas du midi à faible coût grâce à des partenaires communautaires et aux initiatives d’alimentation scolaire de la province. Les districts scolaires anglophones et francophones organisent chacun leurs propres programmes : demandez à votre école comment vous inscrire.',
        },
        {
          heading: 'Terre-Neuve-et-Labrador : School Lunch Association et Kids Eat Smart',
          text: 'Dans la région de St. John’s, la School Lunch Association sert des repas chauds le midi selon le principe « payez ce que vous pouvez », pour que chaque enfant puisse manger. Partout dans la province, la Kids Eat Smart Foundation anime des clubs de petits-déjeuners gratuits dans la plupart des écoles, ouverts à tous les élèves, sans aucune question.',
        },
        {
          heading: 'Conseils pour les familles',
          text: 'Vous n’avez pas à montrer de preuve de revenu pour participer aux programmes de petits-déjeuners. S’il vous est difficile de payer le repas du midi, parlez-en en privé avec la direction de l’école ou le conseiller scolaire : de l’aide est offerte, en toute confidentialité. Chaque jour, donnez à votre enfant une bouteille d’eau identifiée à son nom, et informez l’école des allergies par écrit.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Directrice générale',
      short:
        'Arrivée de Beyrouth à Charlottetown en 2012, elle accompagne les familles nouvellement arrivées depuis.',
      profile: {
        title: 'Bâtir un accueil qui dure',
        description:
          'Leila est arrivée à l’Île-du-Prince-Édouard avec deux valises et un diplôme que personne ne reconnaissait encore. Elle a passé son premier hiver à apprendre les trajets d’autobus, les formulaires scolaires et le sens de « a skiff of snow » (une mince couche de neige). Aujourd’hui, elle dirige Harbour et veille à ce que chaque décision commence par une question : est-ce que cela aidera quelqu’un à se sentir chez soi plus vite?',
      },
    },
    1: {
      position: 'Directeur des partenariats',
      short:
        'Relie Harbour aux municipalités, employeurs et groupes communautaires des quatre provinces atlantiques.',
      profile: {
        title: 'Les partenaires font la différence',
        description:
          'Daniel a grandi au Cap-Breton et a passé quinze ans dans l’administration municipale. Il sait que les nouveaux arrivants s’établissent mieux quand les bibliothèques, les cliniques, les employeurs et les voisins tirent tous dans la même direction, et il passe ses journées à créer ces liens.',
      },
    },
    2: {
      position: 'Responsable des programmes communautaires',
      short:
        'Dirige notre carrefour de bénévoles et les activités d’accueil organisées chaque mois à Halifax et à Charlottetown.',
      profile: {
        title: 'Chaque activité est une première amitié',
        description:
          'Ana Sofia est venue de Bogota à Halifax comme étudiante internationale. Elle se souvient à quel point une simple invitation à un repas-partage a compté pour elle. Aujourd’hui, elle organise des activités d’accueil, des cercles de conversation et des formations pour les bénévoles, pour que personne ne passe ses premiers mois seul.',
      },
    },
    3: {
      position: 'Développeur principal',
      short:
        'Construit la plateforme Harbour et s’assure qu’elle fonctionne bien sur tous les téléphones, dans toutes les langues.',
      profile: {
        title: 'Une technologie qui inclut tout le monde',
        description:
          'Oleksandr est arrivé de Kharkiv à Moncton en 2022. Il conçoit Harbour pour que la plateforme se charge rapidement sur un téléphone plus ancien, se lise correctement en arabe et en farsi, et fonctionne avec un lecteur d’écran. Si une fonction est difficile à utiliser, il la traite comme un bogue.',
      },
    },
    4: {
      position: 'Coordonnatrice des services linguistiques',
      short: 'Coordonne nos traducteurs et interprètes en farsi, en dari, en arabe et dans d’autres langues.',
      profile: {
        title: 'Votre langue est la bienvenue ici',
        description:
          'Fatima parle le farsi, le dari, l’anglais et le français. Elle coordonne un réseau de traducteurs bénévoles et professionnels pour que les informations importantes parviennent aux gens dans la langue dans laquelle ils pensent, et elle révise avec soin chaque traduction de la plateforme.',
      },
    },
    5: {
      position: 'Gestionnaire des partenariats d’emploi',
      short: 'Travaille avec les employeurs pour ouvrir aux nouveaux arrivants les portes de bons emplois.',
      profile: {
        title: 'Du premier emploi à une vraie carrière',
        description:
          'Samuel est un ingénieur arrivé de Lagos qui a commencé sa vie au Canada en garnissant des tablettes. Aujourd’hui, il aide les employeurs à comprendre les diplômes étrangers et aide les chercheurs d’emploi à préparer leur CV, leurs entrevues et les étapes pour obtenir un permis d’exercice, pour que le talent ne soit pas gaspillé.',
      },
    },
    6: {
      position: 'Conseillère aux services francophones',
      short: 'Aide les personnes francophones à rejoindre les communautés et services acadiens.',
      profile: {
        title: 'Bienvenue en Acadie',
        description:
          'Marie-Claude est née dans la région Évangéline, à l’Île-du-Prince-Édouard, et travaille depuis vingt ans dans des organismes communautaires acadiens. Elle guide les nouveaux arrivants francophones vers les écoles, les services de santé et les groupes culturels où ils peuvent vivre leur quotidien en français.',
      },
    },
    7: {
      position: 'Conseillère en santé et bien-être',
      short:
        'Aide les nouveaux arrivants à trouver des médecins, des cliniques, du soutien en santé mentale et une couverture santé.',
      profile: {
        title: 'Les soins de santé, étape par étape',
        description:
          'Priya est une infirmière formée à Chennai. Elle explique comment fonctionnent les cartes santé provinciales, comment s’inscrire à un registre de patients, quand aller dans une clinique sans rendez-vous et où trouver du soutien en santé mentale, pour que les familles puissent prendre soin de leur santé en toute confiance.',
      },
    },
    8: {
      position: 'Gestionnaire des finances et des opérations',
      short: 'Veille au bon ordre de nos budgets, de nos subventions et de nos bureaux.',
    },
    9: {
      position: 'Intervenante en établissement, Halifax',
      short: 'Aide les familles pour le logement, l’inscription à l’école et les premiers rendez-vous.',
    },
    10: {
      position: 'Intervenant en établissement, Charlottetown',
      short: 'Soutient les familles nouvellement arrivées pendant leur première année dans l’Île.',
    },
    11: {
      position: 'Coordonnatrice des bénévoles',
      short:
        'Jumelle des bénévoles et des nouveaux arrivants pour la conversation, le transport et l’amitié.',
    },
    12: {
      position: 'Agent des relations avec les entreprises',
      short: 'Aide les entreprises locales à afficher leurs services et leurs offres sur Harbour.',
    },
    13: {
      position: 'Animatrice des programmes jeunesse',
      short: 'Anime des clubs de devoirs et des après-midi sportifs pour les jeunes nouvellement arrivés.',
    },
    14: {
      position: 'Responsable de la rédaction',
      short: 'Rédige et révise les guides et les conseils que vous lisez sur Harbour.',
    },
    15: {
      position: 'Agente de communication',
      short: 'Fait connaître les nouvelles de Harbour aux partenaires, aux médias et à la communauté.',
    },
    16: {
      position: 'Designer',
      short: 'Conçoit Harbour pour qu’il soit clair, apaisant et facile à utiliser.',
    },
    17: {
      position: 'Intervenante de proximité, St. John’s',
      short: 'Fait connaître Harbour aux nouveaux arrivants partout à Terre-Neuve-et-Labrador.',
    },
  },
  tips: [
    [
      [
        'Habillez-vous en couches',
        'Portez une première couche chaude, un chandail et un manteau coupe-vent. Plusieurs couches vous gardent plus au chaud qu’un seul manteau épais et s’enlèvent facilement à l’intérieur.',
      ],
      [
        'Protégez vos mains et vos oreilles',
        'Les engelures peuvent survenir en quelques minutes par temps très froid et venteux. Portez une tuque qui couvre vos oreilles et des mitaines, plus chaudes que des gants.',
      ],
      [
        'Vérifiez le refroidissement éolien',
        'Le bulletin météo donne une température « ressentie ». Fiez-vous à elle, et non à la température de l’air, pour choisir vos vêtements.',
      ],
      [
        'Gardez une trousse d’hiver dans l’auto',
        'Ayez une couverture, une pelle, un grattoir, une lampe de poche, des collations et de l’eau, au cas où vous resteriez coincé dans la neige.',
      ],
      [
        'Déneigez vos marches',
        'Beaucoup de municipalités vous demandent de déneiger le trottoir devant chez vous. Mettez du sel ou du sable sur les marches glacées pour éviter les chutes.',
      ],
      [
        'Produisez votre déclaration de revenus, même sans revenu',
        'Produire une déclaration de revenus dès votre première année vous permet de recevoir le crédit pour la TPS/TVH et l’Allocation canadienne pour enfants.',
      ],
    ],
    [
      [
        'La vitamine D en hiver',
        'Les journées sont courtes en hiver. Demandez à votre pharmacien ou à votre médecin si un supplément de vitamine D vous convient, à vous et à vos enfants.',
      ],
      [
        'Tempêtes et fermetures d’écoles',
        'Les écoles ferment les jours de tempête. Consultez tôt le matin le site Web de votre district scolaire ou la radio locale.',
      ],
      [
        'Les pneus d’hiver sauvent des vies',
        'Les pneus d’hiver adhèrent beaucoup mieux sur la neige et la glace. Beaucoup de garages peuvent entreposer vos pneus d’été pour vous.',
      ],
      [
        'Essayez une activité d’hiver',
        'Le patin, la glissade et la raquette coûtent peu ou sont gratuits. Beaucoup de centres communautaires prêtent des patins et des raquettes.',
      ],
      [
        'Fête du patrimoine',
        'La plupart des provinces de l’Atlantique ont un jour férié en février. Vérifiez si votre lieu de travail et l’école de vos enfants sont fermés.',
      ],
      [
        'Gardez votre maison chaude et sécuritaire',
        'Ne chauffez jamais votre maison avec le four ou un barbecue. Testez vos avertisseurs de fumée et de monoxyde de carbone chaque mois.',
      ],
    ],
    [
      [
        'Attention aux nids-de-poule',
        'En mars, le dégel creuse des nids-de-poule profonds dans les routes. Roulez lentement et signalez les plus dangereux à votre municipalité.',
      ],
      [
        'L’heure avancée',
        'On avance l’heure d’une heure le deuxième dimanche de mars. Changez l’heure de vos horloges avant d’aller vous coucher.',
      ],
      [
        'Inscrivez-vous tôt aux camps d’été',
        'Les camps d’été se remplissent dès le printemps. Beaucoup offrent des tarifs réduits aux familles qui en ont besoin; il suffit de demander.',
      ],
      [
        'Renouvelez vos documents',
        'Vérifiez les dates d’expiration de vos permis, de votre carte santé et de votre permis de conduire, et renouvelez-les avant qu’ils expirent.',
      ],
      [
        'Le grand ménage du printemps, à la canadienne',
        'La plupart des municipalités organisent au printemps des journées de collecte des gros objets. Consultez le calendrier de votre municipalité avant de déposer des meubles en bordure de rue.',
      ],
      [
        'Faites connaissance avec vos voisins',
        'Un simple bonjour fait beaucoup. Les voisins sont souvent heureux de vous expliquer les coutumes locales, les jours de collecte des ordures et les bons endroits où magasiner.',
      ],
    ],
    [
      [
        'Date limite des impôts : 30 avril',
        'La plupart des gens doivent produire leur déclaration de revenus au plus tard le 30 avril. Des comptoirs d’impôts gratuits aident les nouveaux arrivants qui ont une déclaration simple.',
      ],
      [
        'Un imperméable, c’est essentiel',
        'Avril apporte la pluie et la boue. Un imperméable et des bottes imperméables vous garderont à l’aise sur le chemin de l’école et du travail.',
      ],
      [
        'La carte de bibliothèque est gratuite',
        'Les bibliothèques publiques prêtent des livres, des films et même des laissez-passer de musée, et beaucoup offrent des groupes de conversation gratuits en anglais et en français.',
      ],
      [
        'Inscrivez votre enfant à la maternelle',
        'Les enfants qui auront cinq ans d’ici la fin de l’année peuvent commencer la maternelle. L’inscription a généralement lieu au printemps.',
      ],
      [
        'Connaissez vos droits de locataire',
        'Chaque province a un bureau de la location qui explique les hausses de loyer, les dépôts et les réparations. Renseignez-vous avant de signer un bail.',
      ],
      [
        'Faites du bénévolat pour acquérir de l’expérience',
        'Le bénévolat est une excellente façon de pratiquer l’anglais ou le français, de rencontrer des gens et d’obtenir des références canadiennes.',
      ],
    ],
    [
      [
        'Faites un jardin',
        'Les jardins communautaires louent de petites parcelles pour la saison. Demandez à votre municipalité ou à une banque alimentaire locale s’il y a une parcelle près de chez vous.',
      ],
      [
        'Fête de Victoria',
        'Le lundi qui précède le 25 mai est un jour férié dans la plus grande partie du Canada. Beaucoup de familles profitent de cette longue fin de semaine pour commencer leur jardin.',
      ],
      [
        'Attention aux tiques',
        'Les tiques deviennent actives au printemps. Après une promenade dans les hautes herbes ou en forêt, examinez-vous, et examinez aussi vos enfants et vos animaux de compagnie.',
      ],
      [
        'La sécurité à vélo',
        'Le casque est obligatoire pour les cyclistes au Canada atlantique. Utilisez des lumières la nuit et roulez dans le même sens que la circulation.',
      ],
      [
        'Trouvez un médecin de famille',
        'Inscrivez votre nom au registre des patients de votre province dès que possible. Les listes d’attente avancent : gardez vos coordonnées à jour.',
      ],
      [
        'La santé mentale, c’est important',
        'Déménager dans un nouveau pays, c’est difficile. Des lignes d’aide gratuites et confidentielles sont ouvertes jour et nuit, dans de nombreuses langues.',
      ],
    ],
    [
      [
        'Protégez-vous du soleil',
        'Le soleil d’été est fort, même les jours frais. Utilisez de la crème solaire, un chapeau et des lunettes de soleil, surtout pour les enfants.',
      ],
      [
        'Journée nationale des peuples autochtones',
        'Le 21 juin, on célèbre les Premières Nations, les Inuits et les Métis. Beaucoup de communautés organisent des activités ouvertes à tous.',
      ],
      [
        'Découvrez les Mi’kmaq',
        'La plus grande partie du Canada atlantique se trouve sur le territoire non cédé du peuple mi’kmaq. Les centres culturels locaux accueillent les visiteurs.',
      ],
      [
        'La fin de l’année scolaire',
        'Les écoles ferment à la fin de juin. Renseignez-vous auprès de votre école sur les programmes de lecture d’été et les camps de jour gratuits.',
      ],
      [
        'Prudence à la plage',
        'Les courants marins peuvent être forts. Baignez-vous sur les plages surveillées et surveillez toujours les enfants près de l’eau.',
      ],
      [
        'La Saint-Jean-Baptiste',
        'Le 24 juin est une fête pour les communautés francophones de tout le Canada. Les groupes acadiens et francophones accueillent les nouveaux arrivants.',
      ],
    ],
    [
      [
        'La fête du Canada',
        'Le 1er juillet, c’est l’anniversaire du Canada. Les municipalités offrent des concerts gratuits, des défilés et des feux d’artifice. C’est une excellente journée pour rencontrer des gens.',
      ],
      [
        'Restez au frais pendant une vague de chaleur',
        'Buvez de l’eau souvent, restez à l’ombre et prenez des nouvelles de vos voisins âgés. Les bibliothèques et les centres commerciaux sont de bons endroits pour se rafraîchir.',
      ],
      [
        'Explorez les parcs',
        'Les parcs nationaux et provinciaux ont des plages et des sentiers. Un laissez-passer de Parcs Canada peut être gratuit pour les nouveaux citoyens pendant leur première année.',
      ],
      [
        'Les marchés fermiers',
        'Les marchés locaux vendent des fruits, des légumes et du poisson frais. Beaucoup acceptent les cartes, et certains offrent des coupons aux familles à faible revenu.',
      ],
      [
        'Emplois d’été pour les jeunes',
        'Les étudiants de 15 à 30 ans peuvent trouver un emploi d’été grâce aux programmes gouvernementaux. Renseignez-vous à votre centre d’emploi local.',
      ],
      [
        'Conservez les aliments de façon sécuritaire',
        'Par temps chaud, gardez les aliments au réfrigérateur ou dans une glacière, et ne laissez pas la nourriture d’un pique-nique au soleil plus d’une heure.',
      ],
    ],
    [
      [
        'Les achats de la rentrée',
        'Les écoles envoient une liste de fournitures. Beaucoup de groupes communautaires donnent des sacs à dos et des fournitures aux familles qui en ont besoin.',
      ],
      [
        'Natal Day et congés civiques',
        'Au début d’août, plusieurs provinces ont un congé civique. Vérifiez si les magasins et les bureaux sont ouverts.',
      ],
      [
        'Cueillez vos propres petits fruits',
        'La saison des bleuets est en août. Dans les fermes d’autocueillette, vous cueillez vous-même vos fruits à petit prix.',
      ],
      [
        'La saison des ouragans',
        'Des tempêtes peuvent atteindre le Canada atlantique d’août à novembre. Gardez de l’eau, de la nourriture, des piles et des médicaments pour 72 heures.',
      ],
      [
        'Les vaccins pour l’école',
        'L’école peut demander le carnet de vaccination de votre enfant. Les bureaux de santé publique donnent gratuitement les vaccins de routine.',
      ],
      [
        'Planifiez vos déplacements',
        'Essayez le trajet d’autobus jusqu’à l’école ou au travail avant la première journée, pour que le premier matin se passe dans le calme.',
      ],
    ],
    [
      [
        'La fête du Travail',
        'Le premier lundi de septembre, c’est la fête du Travail, la dernière longue fin de semaine de l’été avant la rentrée scolaire.',
      ],
      [
        'Rencontrez l’enseignant',
        'Les écoles organisent des portes ouvertes en septembre. Vous pouvez venir avec un interprète ou demander à l’école d’en prévoir un.',
      ],
      [
        'Journée du chandail orange',
        'Le 30 septembre est la Journée nationale de la vérité et de la réconciliation. Porter un vêtement orange rend hommage aux survivants des pensionnats autochtones.',
      ],
      [
        'Inscrivez-vous aux activités',
        'Les programmes de sports et de musique prennent les inscriptions en septembre. Beaucoup offrent une aide financière : renseignez-vous avant de décider.',
      ],
      [
        'La saison des pommes',
        'Les vergers de la vallée d’Annapolis et d’ailleurs ouvrent leurs portes pour l’autocueillette des pommes. C’est une sortie amusante en famille.',
      ],
      [
        'Mettez votre adresse à jour',
        'Si vous avez déménagé, mettez votre adresse à jour auprès de l’Agence du revenu du Canada, de votre banque et du bureau des cartes santé.',
      ],
    ],
    [
      [
        'L’Action de grâce',
        'L’Action de grâce canadienne a lieu le deuxième lundi d’octobre. Les familles partagent un repas et rendent grâce pour les récoltes.',
      ],
      [
        'Faites-vous vacciner contre la grippe',
        'Le vaccin contre la grippe est gratuit à l’automne dans les pharmacies et les cliniques. Il vous protège, vous et les gens autour de vous.',
      ],
      [
        'Les traditions de l’Halloween',
        'Le 31 octobre, les enfants se déguisent et frappent aux portes pour recevoir des bonbons. Les maisons éclairées participent avec plaisir.',
      ],
      [
        'Préparez votre maison pour l’hiver',
        'Vérifiez les fenêtres et les portes pour repérer les courants d’air. Beaucoup de provinces offrent des programmes gratuits d’économie d’énergie aux locataires et aux propriétaires.',
      ],
      [
        'Installez vos pneus d’hiver',
        'Prenez rendez-vous tôt à l’automne pour changer vos pneus, avant la première neige; les garages sont alors très occupés.',
      ],
      [
        'La Semaine de la PME',
        'En octobre, les regroupements de gens d’affaires locaux offrent des ateliers gratuits. C’est un bon point de départ si vous voulez lancer une entreprise.',
      ],
    ],
    [
      [
        'Le jour du Souvenir',
        'Le 11 novembre, les Canadiens portent un coquelicot rouge et observent deux minutes de silence à 11 h pour honorer les anciens combattants.',
      ],
      [
        'La fin de l’heure avancée',
        'On recule l’heure d’une heure le premier dimanche de novembre. Il fait noir tôt : portez des couleurs vives quand vous marchez.',
      ],
      [
        'De l’aide pour les vêtements d’hiver',
        'Des groupes communautaires et des églises recueillent des manteaux et des bottes d’hiver pour les nouveaux arrivants. Demandez à votre intervenant en établissement où aller.',
      ],
      [
        'L’humeur et les saisons',
        'Les journées plus courtes peuvent faire baisser le moral. Sortez à la lumière du jour, restez actif et parlez à quelqu’un si vous vous sentez déprimé.',
      ],
      [
        'De l’aide pour le chauffage',
        'Les provinces offrent de l’aide pour les frais de chauffage aux ménages à faible revenu. Faites votre demande tôt dans la saison.',
      ],
      [
        'Conduire prudemment dans la neige',
        'Ralentissez, gardez plus de distance et enlevez toute la neige de votre auto, y compris sur le toit, avant de prendre la route.',
      ],
    ],
    [
      [
        'Le temps des Fêtes',
        'Décembre compte beaucoup de célébrations. N’hésitez pas à partager vos propres traditions avec vos voisins et vos collègues.',
      ],
      [
        'Donner et recevoir de l’aide',
        'En décembre, les banques alimentaires et les collectes de jouets aident les familles. Il n’y a pas de honte à demander : tout le monde a parfois besoin d’aide.',
      ],
      [
        'Le lendemain de Noël (Boxing Day)',
        'Le 26 décembre est un jour férié, avec de grandes soldes dans les magasins. Comparez les prix et surveillez votre budget.',
      ],
      [
        'Les règles de déneigement',
        'Beaucoup de municipalités interdisent le stationnement de nuit dans les rues en hiver pour que les chasse-neige puissent dégager les routes. Vérifiez les règles de votre municipalité.',
      ],
      [
        'Restez en contact',
        'Loin de la famille, le temps des Fêtes peut paraître bien solitaire. Les centres communautaires et les groupes religieux offrent des repas des Fêtes gratuits.',
      ],
      [
        'Préparez la nouvelle année',
        'Fixez-vous un petit objectif pour l’an prochain : un cours de langue, un nouvel ami, un certificat. Les petits pas finissent par compter.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Semaine d’accueil des nouveaux arrivants',
      content:
        'Séances d’information gratuites, souper communautaire et visite de la ville, chaque soir la semaine prochaine.',
      message: 'Tout le monde est bienvenu. Venez en famille !',
    },
    'flu-clinics': {
      title: 'Vaccins gratuits contre la grippe',
      content:
        'Les pharmacies et les cliniques de santé publique offrent gratuitement le vaccin contre la grippe à tout le monde, avec ou sans carte santé.',
      message: 'Demandez à votre pharmacien.',
    },
    'tax-clinics': {
      title: 'Comptoirs d’impôts gratuits',
      content:
        'Des bénévoles aident gratuitement les nouveaux arrivants à produire une déclaration de revenus simple, pour que vous receviez vos prestations.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Soutient l’établissement des nouveaux arrivants et la plateforme Harbour dans l’Île.',
    'town-of-cornwall':
      'Accueille les nouveaux résidents avec des services locaux et des activités communautaires.',
    'town-of-stratford': 'Collabore avec Harbour pour aider les familles nouvellement arrivées à Stratford.',
    irsa: 'Services d’établissement, de langue et d’emploi pour les nouveaux arrivants.',
    upei: 'Partenaire de recherche et lieu d’études de nombreux étudiants internationaux.',
    'medavie-blue-cross':
      'Soutient les pages de mieux-être qui aident les nouveaux arrivants à trouver des soins.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Beauté',
        description: 'Salons de coiffure, barbiers et soins de la peau près de chez vous.',
      },
      physical_health: {
        name: 'Santé physique',
        description: 'Centres de conditionnement physique, physiothérapie et façons simples de rester actif.',
      },
      family_health: {
        name: 'Santé familiale',
        description: 'Centres de ressources familiales et soutien aux parents, aux bébés et aux enfants.',
      },
      hospitals_clinics: {
        name: 'Hôpitaux et cliniques',
        description: 'Cliniques sans rendez-vous, centres de santé communautaires et hôpitaux.',
      },
      mental_health: {
        name: 'Santé mentale',
        description: 'Counseling, soutien par les pairs et quelqu’un à qui parler.',
      },
      dental_care: {
        name: 'Soins dentaires',
        description: 'Dentistes et cliniques dentaires, avec de l’aide pour comprendre les coûts.',
      },
      pharmacies: {
        name: 'Pharmacies',
        description: 'Ordonnances, vaccins et conseils santé bienveillants.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Une clinique sans rendez-vous pour les problèmes de santé courants : rhumes et grippe, petites blessures, infections, renouvellements d’ordonnance et références. Aucun médecin de famille requis.',
        workingHours: 'Lun–ven 8 h–20 h; sam–dim 10 h–16 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Gratuit avec une carte santé provinciale. Les personnes sans couverture paient des frais de visite.',
        howToAccess:
          'Présentez-vous sans rendez-vous ou réservez une place le jour même par téléphone. Arrivez tôt : les places partent vers le milieu de l’après-midi.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired:
          'Carte santé provinciale. Si vous n’en avez pas encore, apportez une pièce d’identité avec photo et vos papiers d’immigration.',
      },
      chc: {
        description:
          'Un centre de santé communautaire qui réunit infirmières, infirmières praticiennes, diététiste et travailleuse sociale. Les nouveaux arrivants sans médecin de famille peuvent y recevoir des soins réguliers.',
        workingHours: 'Lun–ven 8 h 30–16 h 30; jeu jusqu’à 19 h',
        eligibility:
          'Résidents de la région, y compris les nouveaux arrivants en attente d’un médecin de famille.',
        fees: 'Gratuit. Les services d’interprète sont aussi gratuits.',
        howToAccess:
          'Appelez pour vous inscrire. Dites-nous si vous avez besoin d’un interprète et nous en réserverons un pour votre visite.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired:
          'Carte santé provinciale. Si vous n’en avez pas encore, apportez une pièce d’identité avec photo et vos papiers d’immigration.',
      },
      hospital: {
        description:
          'Un hôpital régional avec urgence ouverte 24 heures sur 24, soins de maternité, chirurgie et cliniques spécialisées. En cas d’urgence, composez le 911.',
        workingHours: 'Urgence ouverte 24 heures sur 24, tous les jours',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Couvert par le régime provincial d’assurance maladie. Sans couverture, des frais d’hôpital s’appliquent.',
        howToAccess:
          'Présentez-vous à l’entrée de l’urgence pour des soins urgents. Les cliniques spécialisées demandent une référence d’un médecin ou d’une infirmière praticienne.',
        disabilitiesAccess:
          'Entièrement accessible : portes automatiques, ascenseurs, fauteuils roulants à l’entrée principale.',
        documentsRequired:
          'Carte santé provinciale. Si vous n’en avez pas encore, apportez une pièce d’identité avec photo et vos papiers d’immigration.',
      },
      counselling: {
        description:
          'Counseling à court terme pour les personnes, les couples et les familles : stress, deuil, installation dans un nouveau pays, parentalité et relations. Séances en personne ou par vidéo.',
        workingHours: 'Lun–jeu 9 h–20 h; ven 9 h–16 h',
        eligibility: 'Adultes, jeunes de 12 ans et plus, couples et familles.',
        fees: 'Tarif selon le revenu; gratuit pour les nouveaux arrivants pendant leur première année.',
        howToAccess:
          'Appelez ou écrivez pour réserver une première rencontre. Vous pouvez demander un conseiller qui parle votre langue.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'Aucun.',
      },
      peer: {
        description:
          'Un lieu chaleureux et gratuit pour parler avec des pairs formés qui ont aussi traversé des moments difficiles. Groupes sans rendez-vous, ligne d’écoute et espace calme. En situation de crise, appelez ou textez le 988.',
        workingHours: 'Tous les jours 10 h–22 h',
        eligibility: 'Toute personne de 16 ans et plus.',
        fees: 'Gratuit.',
        howToAccess:
          'Passez nous voir ou appelez la ligne d’écoute. Aucune référence ni rendez-vous nécessaire.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'Aucun.',
      },
      pharmacy: {
        description:
          'Une pharmacie de quartier : ordonnances, vaccins contre la grippe et la COVID-19, prise de tension et conseils sur les médicaments pour les maladies mineures. Les pharmaciens peuvent traiter certains problèmes courants.',
        workingHours: 'Lun–ven 9 h–21 h; sam 9 h–18 h; dim 11 h–17 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Le coût des ordonnances dépend de votre régime d’assurance médicaments. Beaucoup de vaccins sont gratuits.',
        howToAccess: 'Sans rendez-vous. Les vaccins peuvent être réservés en ligne ou par téléphone.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired:
          'Votre ordonnance et votre carte santé; la carte de votre régime d’assurance médicaments si vous en avez une.',
      },
      family_resource: {
        description:
          'Programmes gratuits pour les parents et les personnes qui s’occupent d’enfants jusqu’à six ans : groupes de jeu, cours prénataux, ateliers parentaux, échange de vêtements et une équipe accueillante qui aide les familles à s’orienter.',
        workingHours: 'Lun–ven 9 h–16 h; quelques programmes en soirée',
        eligibility: 'Futurs parents et familles avec des enfants de 0 à 6 ans.',
        fees: 'Gratuit.',
        howToAccess:
          'Passez pendant les heures des groupes de jeu ou appelez pour vous inscrire à un programme.',
        disabilitiesAccess:
          'Local au rez-de-chaussée avec de la place pour poussettes et fauteuils roulants; toilettes accessibles avec table à langer.',
        documentsRequired: 'Aucun.',
      },
      dental: {
        description:
          'Une clinique dentaire familiale : examens, nettoyages, obturations, dentisterie pour enfants et soins d’urgence le jour même pour les maux de dents. Nous accueillons les patients du Régime canadien de soins dentaires.',
        workingHours: 'Lun–jeu 8 h–18 h; ven 8 h–14 h',
        eligibility: 'Les nouveaux patients de tout âge sont les bienvenus.',
        fees: 'Les frais suivent le guide de l’association dentaire provinciale. Nous facturons directement le Régime canadien de soins dentaires et la plupart des assurances.',
        howToAccess: 'Appelez pour un rendez-vous. Les urgences sont vues le jour même si possible.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'Pièce d’identité avec photo et carte de votre régime dentaire ou d’assurance.',
      },
      fitness: {
        description:
          'Un centre de conditionnement physique communautaire avec salle d’entraînement, cours de groupe, piste de marche et périodes de natation. Séances pour débutants et heures réservées aux femmes chaque semaine.',
        workingHours: 'Lun–ven 6 h–22 h; sam–dim 8 h–20 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Laissez-passer d’un jour et abonnements mensuels; tarifs réduits pour étudiants, aînés et nouveaux arrivants.',
        howToAccess: 'Présentez-vous à l’accueil pour une première visite gratuite et un tour des lieux.',
        disabilitiesAccess: 'Vestiaires accessibles, lève-personne pour la piscine et équipement adapté.',
        documentsRequired: 'Aucun.',
      },
      physio: {
        description:
          'Physiothérapie pour les douleurs au dos et au cou, les blessures sportives et la récupération après une chirurgie, ainsi que massothérapie et programmes d’exercices à suivre à la maison.',
        workingHours: 'Lun–ven 7 h 30–19 h; sam 9 h–13 h',
        eligibility: 'Aucune référence nécessaire.',
        fees: 'Payé à la visite; la plupart des assurances collectives couvrent la physiothérapie.',
        howToAccess: 'Réservez en ligne ou par téléphone.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'La carte de votre assurance santé, si vous en avez une.',
      },
      salon: {
        description:
          'Un salon de coiffure accueillant pour coupes, couleurs, tresses et coiffures pour tous les types de cheveux, ainsi que l’épilation des sourcils au fil et la manucure.',
        workingHours: 'Mar–ven 10 h–19 h; sam 9 h–17 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Les prix sont affichés au salon; demandez une consultation gratuite.',
        howToAccess: 'Réservez par téléphone ou passez quand une place est libre.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'Aucun.',
      },
      barber: {
        description:
          'Un barbier de quartier : coupes classiques, dégradés, taille de barbe et rasage à la serviette chaude.',
        workingHours: 'Lun–sam 9 h–18 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Coupes à partir de 25 $; tarif réduit pour les enfants et les aînés.',
        howToAccess: 'Sans rendez-vous ou sur réservation par téléphone.',
        disabilitiesAccess: 'Une petite marche à l’entrée; nous vous aiderons avec plaisir.',
        documentsRequired: 'Aucun.',
      },
      spa: {
        description:
          'Un studio de soins de la peau paisible : soins du visage, épilation, massage et maquillage pour les grandes occasions, avec des produits pour peaux sensibles.',
        workingHours: 'Mar–sam 10 h–18 h',
        eligibility: 'Tout le monde est bienvenu.',
        fees: 'Prix sur demande; cartes-cadeaux offertes.',
        howToAccess: 'Réservez par téléphone ou en ligne.',
        disabilitiesAccess:
          'Entrée sans marche, toilettes accessibles et stationnement réservé près de la porte.',
        documentsRequired: 'Aucun.',
      },
    },
    coverage: '{city} et les environs',
    articles: {
      1: {
        header: 'Couverture santé',
        title: 'Obtenir votre carte santé provinciale',
        bannerText:
          '<p>Votre carte santé vous permet de consulter un médecin et d’aller à l’hôpital sans payer. Voici comment l’obtenir.</p>',
        text:
          '<h2>Faites la demande dès votre arrivée</h2><p>Chaque province de l’Atlantique a son propre régime d’assurance maladie. Les résidents permanents, les réfugiés et la plupart des personnes qui ont un permis de travail ou d’études de 12 mois ou plus peuvent s’inscrire.</p>' +
          '<h3>Ce qu’il vous faut</h3><ul><li>Votre passeport ou titre de voyage</li><li>Votre confirmation de résidence permanente, permis de travail ou permis d’études</li><li>Une preuve d’adresse dans la province, comme un bail ou une facture</li></ul>' +
          '<h3>En attendant</h3><p>Gardez les reçus des soins que vous payez. Les centres de santé communautaires et les cliniques sans rendez-vous peuvent quand même vous aider, et beaucoup de pharmaciens peuvent traiter les problèmes courants.</p>' +
          '<p>Trouvez une clinique près de chez vous dans le <a href="/well-being">répertoire du bien-être</a>.</p>',
      },
      2: {
        header: 'Santé mentale',
        title: 'Prendre soin de votre santé mentale dans un nouveau pays',
        bannerText:
          '<p>Se sentir fatigué, seul ou inquiet après un grand déménagement, c’est normal. Vous n’avez pas à vivre cela seul.</p>',
        text:
          '<h2>Les petits pas aident</h2><ul><li>Gardez une routine quotidienne, avec du temps dehors chaque jour.</li><li>Restez en contact avec votre famille et vos amis, et rencontrez des gens grâce aux groupes communautaires.</li><li>Dormez, mangez bien et bougez.</li></ul>' +
          '<h3>Parler aide aussi</h3><p>Le counseling est confidentiel. Beaucoup de services offrent des interprètes ou des conseillers qui parlent votre langue, et certains sont gratuits pour les nouveaux arrivants.</p>' +
          '<p><strong>En situation de crise, appelez ou textez le 988</strong>, de jour comme de nuit. En cas d’urgence, composez le 911.</p>',
      },
      3: {
        header: 'Santé familiale',
        title: 'Trouver un médecin de famille ou une infirmière praticienne',
        bannerText:
          '<p>Inscrivez-vous tout de suite sur la liste d’attente de votre province et sachez où aller en attendant.</p>',
        text:
          '<h2>Inscrivez-vous sur la liste d’attente</h2><p>Chaque province de l’Atlantique tient une liste des personnes qui cherchent un médecin de famille ou une infirmière praticienne. Inscrivez chaque membre de votre famille, en ligne ou par téléphone, dès que vous avez votre carte santé.</p>' +
          '<h3>Des soins en attendant</h3><ul><li>Les cliniques sans rendez-vous et les centres de santé communautaires</li><li>Les pharmaciens, pour les maladies mineures et les renouvellements d’ordonnance</li><li>Le 811, pour parler à une infirmière à toute heure</li></ul>' +
          '<p>Les centres de ressources familiales peuvent aussi aider pour les examens et les vaccins des bébés et des jeunes enfants.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Votre bien-être, avec Croix Bleue Medavie</h2><p>Croix Bleue Medavie et Harbour travaillent ensemble pour aider les nouveaux arrivants de l’Île-du-Prince-Édouard à trouver des soins près de chez eux : cliniques, counseling, soins dentaires et plus encore.</p>' +
        '<p>Vous avez une assurance santé ou dentaire par votre travail? <a href="https://www.medavie.bluecross.ca/">Découvrez comment utiliser vos garanties Croix Bleue Medavie</a>.</p>',
      halifax_banner_text:
        '<h2>Bienvenue à Halifax, avec Croix Bleue Medavie</h2><p>Croix Bleue Medavie et Harbour vous offrent un guide des services de santé et de bien-être à Halifax et partout en Nouvelle-Écosse, souvent dans votre langue.</p>' +
        '<p>Besoin de soins ce soir? Composez le <strong>811</strong> pour parler à une infirmière, ou <a href="/well-being-listings?search=walk-in%20clinic">trouvez une clinique sans rendez-vous</a>.</p>',
    },
  },
};
