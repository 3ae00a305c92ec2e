import type { DemoListingTexts } from './demo-listings-types.js';

/** French (Canadian) texts of the demo listings, written without a native reviewer. */
export const FR_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'halal viande épicerie épices riz',
      description:
        'Une épicerie familiale qui offre de la viande halal, des fruits et légumes frais, des épices et du riz du monde entier.',
    },
    'International Grocery': {
      keywords: 'épicerie asiatique africaine latino aliments importés',
      description:
        'Des aliments importés d’Asie, d’Afrique et d’Amérique latine, avec un personnel qui parle plusieurs langues.',
    },
    Bakery: {
      keywords: 'boulangerie pain pâtisseries gâteaux café',
      description: 'Du pain frais tous les matins, des pâtisseries, des gâteaux sur commande et du bon café.',
    },
    'Shawarma House': {
      keywords: 'shawarma falafel pour emporter halal',
      description: 'Shawarmas, falafels et plateaux familiaux, à manger sur place ou pour emporter.',
    },
    Café: {
      keywords: 'café thé déjeuner wifi',
      description:
        'Un café chaleureux qui sert le déjeuner et le dîner, avec Wi-Fi gratuit et un babillard communautaire.',
    },
    'Plumbing & Heating': {
      keywords: 'plombier thermopompe fournaise réparation urgence',
      description:
        'Plombiers certifiés pour les réparations, les thermopompes et l’entretien des fournaises; nous répondons aux appels d’urgence.',
    },
    'Electrical Services': {
      keywords: 'électricien câblage réparation installation',
      description:
        'Électriciens résidentiels et commerciaux : câblage sécuritaire, panneaux électriques et éclairage.',
    },
    'Cleaning Co.': {
      keywords: 'ménage maison nettoyage bureau déménagement',
      description:
        'Ménage de maisons et de bureaux, nettoyage à l’emménagement et au déménagement, produits écologiques.',
    },
    'Auto Repair': {
      keywords: 'mécanicien garage réparation auto pneus hiver inspection',
      description:
        'Réparations automobiles, changement de pneus d’hiver et inspections de sécurité provinciales.',
    },
    'Driving School': {
      keywords: 'cours conduite permis examen routier',
      description:
        'Des moniteurs patients aident les nouveaux arrivants à se préparer à l’examen de conduite; cours offerts en plusieurs langues.',
    },
    Physiotherapy: {
      keywords: 'physio massage réadaptation blessure',
      description: 'Physiothérapie et massothérapie; facturation directe à la plupart des assureurs.',
    },
    Pharmacy: {
      keywords: 'pharmacie ordonnances vaccins médicaments',
      description: 'Ordonnances, vaccins contre la grippe et conseils amicaux de nos pharmaciens.',
    },
    'Dental Clinic': {
      keywords: 'dentiste nettoyage dents urgence dentaire',
      description:
        'Clinique dentaire familiale qui accepte de nouveaux patients, y compris ceux du Régime canadien de soins dentaires.',
    },
    'Immigration Consulting': {
      keywords: 'immigration résidence permanente permis travail permis études',
      description:
        'Consultants réglementés pour les permis de travail, les permis d’études et la résidence permanente.',
    },
    'Law Office': {
      keywords: 'avocat notaire immobilier droit famille',
      description:
        'Droit immobilier, droit de la famille et services de notaire, avec des interprètes sur demande.',
    },
    'Tax & Accounting': {
      keywords: 'impôts déclaration revenus comptable tenue livres',
      description:
        'Déclarations de revenus pour les nouveaux arrivants, tenue de livres pour petites entreprises et demandes de prestations.',
    },
    'Tutoring Centre': {
      keywords: 'tutorat mathématiques anglais français devoirs',
      description:
        'Tutorat après l’école en mathématiques, en anglais et en français, pour tous les niveaux scolaires.',
    },
    'Language School': {
      keywords: 'cours anglais cours français ielts',
      description: 'Cours d’anglais et de français pour adultes, préparation à l’IELTS et au CELPIP.',
    },
    'Hair Salon': {
      keywords: 'coiffure salon coloration tresses',
      description: 'Coupes, colorations et tresses pour tous les types de cheveux.',
    },
    Barbershop: {
      keywords: 'barbier coupe barbe dégradé',
      description: 'Coupes sans rendez-vous, dégradés et taille de barbe.',
    },
    'Thrift Store': {
      keywords: 'friperie usagé meubles vêtements manteaux hiver',
      description: 'Vêtements usagés à petit prix, manteaux d’hiver et meubles pour votre nouveau logement.',
    },
    'Translation Services': {
      keywords: 'traduction certifiée interprète documents',
      description: 'Traduction certifiée de documents et interprètes pour vos rendez-vous.',
    },
    Daycare: {
      keywords: 'garderie petite enfance prématernelle',
      description:
        'Garderie éducative agréée, avec des places pour les poupons et les enfants d’âge préscolaire.',
    },
    'Phone & Computer Repair': {
      keywords: 'réparation cellulaire ordinateur écran carte sim',
      description:
        'Réparation de cellulaires et d’ordinateurs portables, téléphones déverrouillés et aide pour choisir un forfait mobile.',
    },
  },
  proudlyServing: 'Fiers de servir {city}.',
  jobs: {
    'Line Cook': {
      title: 'Cuisinier de ligne',
      education: 'Aucun diplôme requis',
      skills: 'Salubrité alimentaire, travail d’équipe, rapidité',
      description:
        'Préparer des repas dans une cuisine achalandée et garder son poste de travail propre et sécuritaire.',
    },
    Cashier: {
      title: 'Caissier',
      education: 'Diplôme d’études secondaires',
      skills: 'Service à la clientèle, manipulation d’argent',
      description:
        'Accueillir la clientèle, encaisser les paiements et garder l’avant du magasin bien rangé.',
    },
    'Personal Support Worker': {
      title: 'Préposé aux services de soutien personnel',
      education:
        'Certificat de préposé aux services de soutien personnel (PSW) ou d’aide en soins continus (CCA)',
      skills: 'Compassion, premiers soins, fiabilité',
      description:
        'Aider les aînés dans leurs activités quotidiennes, à domicile et en centre de soins de longue durée.',
    },
    'Warehouse Associate': {
      title: 'Commis d’entrepôt',
      education: 'Diplôme d’études secondaires',
      skills: 'Capacité à soulever des charges, conduite de chariot élévateur un atout, souci du détail',
      description: 'Préparer, emballer et expédier les commandes; formation sur chariot élévateur offerte.',
    },
    'Fish Plant Worker': {
      title: 'Ouvrier d’usine de transformation du poisson',
      education: 'Aucun diplôme requis',
      skills: 'Endurance, hygiène, travail d’équipe',
      description:
        'Transformer des fruits de mer sur une chaîne de production; quarts saisonniers et à l’année.',
    },
    'Early Childhood Educator': {
      title: 'Éducateur à la petite enfance',
      education: 'Diplôme en éducation à la petite enfance',
      skills: 'Apprentissage par le jeu, patience, premiers soins',
      description: 'Planifier des activités et prendre soin des enfants dans une garderie éducative agréée.',
    },
    'Software Developer': {
      title: 'Développeur de logiciels',
      education: 'Baccalauréat ou diplôme en informatique',
      skills: 'TypeScript, SQL, travail d’équipe',
      description: 'Concevoir et maintenir des applications Web au sein d’une équipe produit sympathique.',
    },
    'Registered Nurse': {
      title: 'Infirmier autorisé',
      education: 'Diplôme en sciences infirmières et permis d’exercice de la province',
      skills: 'Soins aux patients, évaluation, communication',
      description:
        'Prodiguer des soins infirmiers en milieu hospitalier ou communautaire; prime à la signature offerte.',
    },
    'Truck Driver (Class 1)': {
      title: 'Camionneur (classe 1)',
      education: 'Permis de conduire de classe 1',
      skills: 'Dossier de conduite sans infraction, carnets de route',
      description: 'Trajets régionaux et longue distance dans les Maritimes.',
    },
    'Customer Service Representative': {
      title: 'Représentant du service à la clientèle',
      education: 'Diplôme d’études secondaires',
      skills: 'Bilinguisme un atout, écoute, informatique',
      description:
        'Répondre aux appels et aux clavardages des clients; formation complète, candidatures bilingues bienvenues.',
    },
    Housekeeper: {
      title: 'Préposé à l’entretien ménager',
      education: 'Aucun diplôme requis',
      skills: 'Souci du détail, fiabilité',
      description: 'Nettoyer les chambres et les aires communes d’un hôtel achalandé.',
    },
    Carpenter: {
      title: 'Charpentier-menuisier',
      education: 'Certification Sceau rouge (Red Seal) un atout',
      skills: 'Charpente, finition, lecture de plans',
      description: 'Construire des maisons neuves et faire des rénovations; apprentis bienvenus.',
    },
    Bookkeeper: {
      title: 'Commis comptable',
      education: 'Diplôme en comptabilité',
      skills: 'QuickBooks, paie, Excel',
      description: 'Tenir les livres, gérer la paie et préparer les rapports mensuels.',
    },
    Dishwasher: {
      title: 'Plongeur',
      education: 'Aucun diplôme requis',
      skills: 'Travail d’équipe, rapidité',
      description:
        'Assurer le bon fonctionnement de la cuisine : vaisselle, aide à la préparation et nettoyage.',
    },
    'Settlement Worker': {
      title: 'Intervenant en établissement',
      education: 'Diplôme en travail social ou dans un domaine connexe',
      skills: 'Langues, empathie, gestion de cas',
      description:
        'Aider les familles nouvellement arrivées à s’établir : logement, inscription à l’école et rendez-vous.',
    },
  },
  hiringIn: '{company} embauche à {city}.',
  howToApply: [
    'Envoyez votre CV par courriel à la personne responsable de l’embauche.',
    'Présentez-vous en personne avec votre CV, du lundi au vendredi.',
    'Postulez en ligne sur notre site Web; nous répondons à toutes les candidatures.',
    'Appelez-nous pour fixer une courte entrevue.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Des bénévoles rencontrent les familles nouvellement arrivées, leur font découvrir la ville et les aident lors de leurs premiers rendez-vous.',
      needs:
        'Des personnes accueillantes pour des échanges de conversation et des chauffeurs pour les rendez-vous.',
      mission: 'Personne ne devrait se sentir seul dans son nouveau chez-soi.',
    },
    'Community Food Bank': {
      description: 'Une banque alimentaire au service des familles et des personnes seules, chaque semaine.',
      needs: 'De l’aide pour trier les dons et préparer les paniers de nourriture les matins de semaine.',
      mission: 'De la bonne nourriture pour tout le monde dans notre communauté.',
    },
    'Big Brothers Big Sisters': {
      description: 'Du mentorat qui change la vie des jeunes.',
      needs: 'Des mentors qui peuvent donner une heure par semaine pendant un an.',
      mission: 'Chaque jeune mérite un mentor.',
    },
    'Seniors Friendly Visiting': {
      description: 'Des bénévoles rendent visite aux aînés isolés, à domicile et en résidence.',
      needs: 'Des visiteurs chaque semaine, surtout des personnes qui parlent une deuxième langue.',
      mission: 'De la gentillesse et de la compagnie pour nos voisins plus âgés.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Nettoyage mensuel des plages et des rivages le long de la côte.',
      needs: 'Toute personne qui peut passer un samedi matin en plein air.',
      mission: 'Des rivages propres pour les gens et la faune.',
    },
    'Community Arts Collective': {
      description: 'Ateliers d’art gratuits et festival multiculturel annuel.',
      needs: 'Des bénévoles pour les ateliers et le montage du festival.',
      mission: 'L’art rassemble les gens.',
    },
    'Youth Soccer League': {
      description: 'Soccer récréatif pour les enfants de 5 à 16 ans.',
      needs: 'Des entraîneurs, des arbitres et des bénévoles sur le terrain pour la saison estivale.',
      mission: 'Le sport pour chaque enfant, peu importe ses origines.',
    },
    'Hospital Auxiliary': {
      description: 'Des bénévoles aident les visiteurs à s’orienter et s’occupent de la boutique de cadeaux.',
      needs: 'Des bénévoles à l’accueil et à la boutique de cadeaux, quarts de jour et de soir.',
      mission: 'Un accueil chaleureux pour les patients et leurs familles.',
    },
    'Humane Society': {
      description: 'Soins en refuge et adoption de chats et de chiens.',
      needs: 'Des promeneurs de chiens, des câlineurs de chats et des familles d’accueil.',
      mission: 'Un foyer aimant pour chaque animal.',
    },
    'Adult Literacy Council': {
      description: 'Tutorat individuel en lecture, en écriture et en conversation anglaise.',
      needs: 'Des tuteurs pour des séances en soirée; formation offerte.',
      mission: 'La lecture ouvre des portes.',
    },
    'Community Garden Network': {
      description: 'Parcelles de jardin partagées et ateliers de jardinage.',
      needs: 'Des jardiniers pour aider aux journées de plantation, d’arrosage et de récolte.',
      mission: 'Cultiver des légumes, cultiver la communauté.',
    },
    'Multicultural Association': {
      description: 'Événements culturels, interprétation et soutien aux nouveaux arrivants.',
      needs:
        'Des interprètes, des bénévoles pour les événements et des personnes pour accueillir les arrivants à l’aéroport.',
      mission: 'Célébrer chaque culture qui a fait d’ici son chez-soi.',
    },
    'Meals on Wheels': {
      description: 'Des repas chauds livrés aux aînés et aux personnes en convalescence à domicile.',
      needs: 'Des chauffeurs ayant une voiture pour une tournée de deux heures à l’heure du dîner.',
      mission: 'Un repas chaud et un visage amical à la porte.',
    },
    'Homework Club': {
      description: 'Aide aux devoirs après l’école, à la bibliothèque publique.',
      needs: 'Des bénévoles forts en mathématiques ou en anglais, les après-midi de semaine.',
      mission: 'Chaque élève peut réussir avec un peu d’aide.',
    },
  },
  notes: [
    'Une vérification des antécédents judiciaires est exigée pour certains rôles.',
    'La formation est offerte; aucune expérience requise.',
    'Les nouveaux arrivants sont chaleureusement bienvenus — le bénévolat est une excellente façon de rencontrer des gens.',
    'Les heures de bénévolat peuvent être attestées pour l’école et servir de références pour un emploi.',
  ],
};
