import { s, type LegalPage } from './types.js';

export const TERMS_FR: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'fr',
  title: 'Conditions générales',
  intro:
    'Ces conditions expliquent l’entente entre vous et Harbour Newcomer Hub (« Harbour », « nous ») lorsque vous utilisez le site et les applications Harbour. Veuillez les lire attentivement. En créant un compte ou en utilisant Harbour, vous les acceptez.',
  sections: [
    s(
      '1. Qui nous sommes',
      'Harbour est une plateforme sans but lucratif qui aide les nouveaux arrivants à s’établir au Canada atlantique : Île-du-Prince-Édouard, Nouvelle-Écosse, Nouveau-Brunswick et Terre-Neuve-et-Labrador. Nous sommes établis à Charlottetown, à l’Île-du-Prince-Édouard. Notre adresse postale figure au bas de chaque page.',
    ),
    s(
      '2. Ce que Harbour offre',
      'Harbour vous donne de l’information sur votre communauté (événements, services, emplois, bénévolat, bien-être et nouvelles locales), des outils comme le clavardage traduit, et des pages où les organismes peuvent présenter leurs services.\n\nL’information vient de nous, d’organismes partenaires et d’autres utilisateurs. Nous travaillons fort pour qu’elle soit exacte et à jour, mais nous ne pouvons garantir que chaque annonce est complète, actuelle ou adaptée à votre situation. Vérifiez toujours les détails importants (dates, prix, admissibilité) auprès de l’organisme lui-même.',
    ),
    s(
      '3. Votre compte',
      'Certaines fonctions exigent un compte. Vous devez :\n\n- donner des renseignements exacts lors de l’inscription;\n- garder votre mot de passe secret et nous avertir immédiatement si vous croyez que quelqu’un d’autre utilise votre compte;\n- avoir au moins 13 ans, ou la permission d’un parent ou d’un tuteur.\n\nVous êtes responsable de ce qui se passe dans votre compte. Vous pouvez le supprimer en tout temps depuis les paramètres de votre profil.',
    ),
    s(
      '4. Utilisation acceptable',
      'Harbour est un lieu accueillant. En l’utilisant, vous acceptez de ne pas :\n\n- publier quoi que ce soit d’illégal, de haineux, de menaçant, de discriminatoire ou de sexuellement explicite;\n- harceler, tromper ou exploiter d’autres personnes, surtout les personnes nouvellement arrivées au Canada;\n- publier de fausses offres d’emploi, des arnaques ou des demandes d’argent ou de documents personnels;\n- recueillir les renseignements d’autres utilisateurs, envoyer du pourriel ou faire de la publicité sans annonce payée;\n- tenter de briser, de surcharger ou de contourner la sécurité de la plateforme.\n\nNous pouvons retirer du contenu ou suspendre un compte qui enfreint ces règles, et signaler toute activité illégale aux autorités.',
    ),
    s(
      '5. Le contenu que vous partagez',
      'Vous conservez les droits sur ce que vous publiez. Vous accordez à Harbour une licence gratuite et non exclusive pour l’afficher, le conserver, le traduire et le partager sur la plateforme afin que le service fonctionne. Vous confirmez avoir le droit de le partager. Les traductions automatiques vous aident à vous comprendre; elles peuvent contenir des erreurs et ne sont pas des traductions officielles.',
    ),
    s(
      '6. Annonces, publicités et paiements',
      'Les organismes peuvent acheter des annonces, des publicités, des commandites et des abonnements. Les prix sont indiqués en dollars canadiens sur la page des tarifs, avant taxes. Les paiements sont traités par notre fournisseur de paiement; nous ne conservons pas les numéros de carte. Sauf indication contraire, une période payée n’est pas remboursée une fois commencée, mais vous pouvez annuler un renouvellement en tout temps avant qu’il soit facturé. Les annonces doivent décrire honnêtement un service, un emploi ou une occasion réels.',
    ),
    s(
      '7. Liens vers d’autres sites',
      'Harbour renvoie vers des sites de gouvernements, d’écoles et d’organismes. Nous ne les contrôlons pas et ne sommes pas responsables de leur contenu ni de leurs pratiques en matière de vie privée.',
    ),
    s(
      '8. Limitation de responsabilité',
      'Harbour est offert « tel quel ». Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, ni des décisions que vous prenez à partir de l’information trouvée sur Harbour.\n\nDans la mesure permise par la loi, notre responsabilité totale envers vous pour toute réclamation liée à Harbour est limitée à cent dollars canadiens (100 $ CA). Rien dans ces conditions ne limite les droits que vous accordent les lois sur la protection du consommateur auxquels on ne peut renoncer.',
    ),
    s(
      '9. Changements à Harbour et à ces conditions',
      'Nous pouvons modifier ou arrêter des fonctions, et mettre à jour ces conditions. Lorsqu’un changement est important, nous vous en informerons sur le site ou par courriel avant son entrée en vigueur. Si vous continuez d’utiliser Harbour par la suite, vous acceptez les nouvelles conditions.',
    ),
    s(
      '10. Droit applicable',
      'Ces conditions sont régies par les lois de l’Île-du-Prince-Édouard et les lois fédérales du Canada qui s’y appliquent. Tout différend sera tranché par les tribunaux de l’Île-du-Prince-Édouard, à moins que la loi de votre province ne vous donne le droit de vous adresser aux tribunaux de chez vous.',
    ),
    s(
      '11. Nous joindre',
      'Des questions sur ces conditions? Écrivez-nous par la page de contact. Nous répondons en français ou en anglais, et nous ferons de notre mieux pour vous aider dans votre langue.',
      '/contact-us',
    ),
  ],
};
