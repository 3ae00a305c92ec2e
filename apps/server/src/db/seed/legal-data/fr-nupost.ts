import { s, type LegalPage } from './types.js';

export const NUPOST_FR: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'fr',
  title: 'Conditions d’utilisation de NuPost',
  intro:
    'NuPost est le service de Harbour qui permet aux organismes de publier des messages, des nouvelles et des annonces destinés aux nouveaux arrivants de leur communauté. Ces conditions s’appliquent à tout organisme qui utilise NuPost, en plus des conditions générales de Harbour.',
  sections: [
    s(
      '1. Qui peut utiliser NuPost',
      'NuPost s’adresse aux entreprises enregistrées, aux organismes sans but lucratif, aux organismes publics et aux groupes communautaires. La personne qui crée le compte NuPost confirme qu’elle est autorisée à agir au nom de l’organisme et que ses renseignements sont exacts.',
      '/terms-and-conditions',
    ),
    s(
      '2. Votre abonnement',
      'NuPost est vendu sous forme d’abonnement présenté sur la page des tarifs, en dollars canadiens avant taxes. Il se renouvelle automatiquement à la fin de chaque période, sauf si vous l’annulez avant la date de renouvellement. Vous pouvez annuler en tout temps; le service reste alors actif jusqu’à la fin de la période déjà payée. Une période commencée n’est pas remboursée, sauf si la loi l’exige.',
      '/pricing#nupost',
    ),
    s(
      '3. Ce que vous pouvez publier',
      'Vos publications doivent être honnêtes, légales et utiles aux nouveaux arrivants. Vous ne devez pas publier :\n\n- d’offres fausses ou trompeuses, y compris des emplois qui n’existent pas ou qui exigent un paiement;\n- de contenu haineux, discriminatoire, violent ou sexuellement explicite;\n- de demandes de pièces d’identité, de documents d’immigration ou de renseignements bancaires;\n- de matériel de campagne politique, ni de pourriel.\n\nVous êtes responsable de l’exactitude de vos publications et des droits sur les textes et les images que vous utilisez.',
    ),
    s(
      '4. Modération',
      'Nous pouvons examiner, refuser, mettre en forme ou retirer toute publication qui enfreint ces conditions, et suspendre un compte qui le fait à répétition. Lorsque nous retirons une publication, nous vous dirons pourquoi, sauf si cela enfreindrait la loi ou mettrait quelqu’un en danger.',
    ),
    s(
      '5. Traduction et portée',
      'Les publications peuvent être traduites automatiquement dans les langues de Harbour. Les traductions automatiques peuvent contenir des erreurs; c’est le texte original qui fait foi. Nous ne garantissons pas le nombre de personnes qui verront une publication ou y donneront suite.',
    ),
    s(
      '6. Renseignements personnels',
      'Si des personnes répondent à vos publications, vous recevez leurs renseignements personnels. Vous devez les utiliser seulement pour leur répondre, les protéger comme l’exige la LPRPDE et les supprimer lorsque vous n’en avez plus besoin. Harbour traite ses propres données comme le décrit sa politique de confidentialité.',
      '/privacy-policy',
    ),
    s(
      '7. Responsabilité',
      'NuPost est offert « tel quel ». Dans la mesure permise par la loi, la responsabilité totale de Harbour pour toute réclamation liée à NuPost est limitée au montant que vous avez payé pour NuPost au cours des douze mois précédant la réclamation.',
    ),
    s(
      '8. Changements et nous joindre',
      'Nous pouvons mettre à jour ces conditions; nous en informerons les abonnés par courriel au moins 30 jours avant l’entrée en vigueur d’un changement important. Ces conditions sont régies par les lois de l’Île-du-Prince-Édouard et du Canada. Des questions? Écrivez-nous par la page de contact.',
      '/contact-us',
    ),
  ],
};
