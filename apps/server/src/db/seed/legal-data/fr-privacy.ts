import { s, type LegalPage } from './types.js';

export const PRIVACY_FR: LegalPage = {
  slug: 'privacy-policy',
  language: 'fr',
  title: 'Politique de confidentialité',
  intro:
    'Votre vie privée compte pour nous. Cette politique explique quels renseignements personnels Harbour recueille, pourquoi, combien de temps nous les gardons et les choix dont vous disposez. Harbour respecte la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et les lois sur la vie privée des provinces de l’Atlantique.',
  sections: [
    s(
      'Ce que nous recueillons',
      'Nous recueillons seulement ce qui est nécessaire au fonctionnement de Harbour :\n\n- Renseignements du compte : votre nom, votre adresse courriel, votre mot de passe (conservé uniquement sous forme de hachage sécurisé), votre province, votre ville et votre langue préférée.\n- Les renseignements de profil que vous choisissez d’ajouter, comme une photo, votre pays d’origine ou vos intérêts.\n- Ce que vous nous envoyez : messages du formulaire de contact, demandes d’invitation, annonces et événements.\n- Renseignements techniques : les pages visitées, le type d’appareil et de navigateur, et votre adresse IP, utilisés pour protéger Harbour et savoir quelles pages sont utiles.\n- Les dossiers de paiement lorsqu’un organisme achète une annonce (montant, date et produit). Les données de carte vont directement à notre fournisseur de paiement et n’atteignent jamais nos serveurs.',
    ),
    s(
      'Pourquoi nous les utilisons',
      'Nous utilisons vos renseignements pour :\n\n- créer et protéger votre compte et vous permettre de vous connecter;\n- afficher l’information de votre province et de votre ville, dans votre langue;\n- répondre à vos messages et à vos demandes;\n- envoyer les courriels nécessaires (confirmation, réinitialisation du mot de passe, réponses) et, seulement si vous êtes d’accord, des nouvelles de votre communauté;\n- prévenir les abus, le pourriel et la fraude;\n- améliorer Harbour grâce à des statistiques qui ne vous identifient pas.\n\nNous ne vendons pas vos renseignements personnels et ne vous montrons pas de publicité fondée sur votre profil.',
    ),
    s(
      'Consentement',
      'Nous vous demandons votre consentement lors de l’inscription et chaque fois que nous recueillons quelque chose de nouveau. Vous pouvez le retirer en tout temps en modifiant vos paramètres ou en supprimant votre compte; certaines fonctions pourraient alors ne plus fonctionner.',
    ),
    s(
      'Avec qui nous les partageons',
      'Nous partageons des renseignements seulement lorsque c’est nécessaire, et seulement ce qui est nécessaire :\n\n- les fournisseurs qui hébergent nos serveurs, envoient nos courriels, traduisent les messages ou traitent les paiements, liés par des contrats qui les obligent à protéger ces renseignements;\n- les organismes partenaires, seulement lorsque vous demandez à être contacté (par exemple en répondant à une offre d’emploi ou de bénévolat);\n- les autorités, lorsque la loi l’exige.\n\nCertains fournisseurs peuvent conserver des données à l’extérieur du Canada; vos renseignements sont alors protégés par contrat, mais ils peuvent être soumis aux lois de ce pays.',
    ),
    s(
      'Combien de temps nous les gardons',
      'Nous gardons les renseignements de votre compte tant qu’il est ouvert. Lorsque vous supprimez votre compte, nous supprimons ou anonymisons vos renseignements personnels dans les 30 jours, sauf les dossiers que la loi nous oblige à garder (par exemple les dossiers de paiement, conservés sept ans à des fins fiscales). Les messages de contact et les demandes d’invitation sont gardés au plus deux ans. Les journaux de sécurité sont gardés au plus un an.',
    ),
    s(
      'Témoins et stockage local',
      'Harbour n’utilise pas de témoins publicitaires. Votre navigateur garde quelques petits éléments sur votre appareil pour que le site fonctionne : votre jeton de connexion, votre langue, votre province et votre ville. Si vous cochez « se souvenir de moi », ils restent jusqu’à votre déconnexion; sinon, ils disparaissent à la fermeture du navigateur. Nous comptons les visites de pages sans vous identifier.',
    ),
    s(
      'Vos droits',
      'En vertu de la LPRPDE, vous pouvez :\n\n- demander quels renseignements personnels nous détenons sur vous et en obtenir une copie;\n- nous demander de corriger des renseignements inexacts;\n- retirer votre consentement ou supprimer votre compte;\n- porter plainte auprès de nous et, si vous n’êtes pas satisfait, auprès du Commissariat à la protection de la vie privée du Canada (www.priv.gc.ca).\n\nNous répondons aux demandes dans les 30 jours, gratuitement.',
    ),
    s(
      'Sécurité',
      'Nous protégeons vos renseignements par des connexions chiffrées, des mots de passe hachés, un accès limité du personnel et des mises à jour régulières. Aucun système n’est parfaitement sûr; si une atteinte présente un risque réel de préjudice grave, nous vous en informerons, ainsi que le Commissaire à la protection de la vie privée, comme la loi l’exige.',
    ),
    s(
      'Enfants',
      'Harbour s’adresse aux personnes de 13 ans et plus. Les enfants de moins de 13 ans peuvent utiliser Harbour seulement avec un parent ou un tuteur, qui est responsable de leur compte. Si nous apprenons que nous détenons des renseignements sur un enfant de moins de 13 ans sans cette permission, nous les supprimerons.',
    ),
    s(
      'Modifications de cette politique',
      'Nous pouvons mettre à jour cette politique. La date en haut de la page indique la version la plus récente. Si un changement est important, nous vous en informerons sur le site ou par courriel avant son entrée en vigueur.',
    ),
    s(
      'Communiquer avec notre responsable de la protection de la vie privée',
      'Pour toute question ou demande au sujet de vos renseignements personnels, écrivez à notre responsable de la protection de la vie privée par la page de contact, ou par la poste à l’adresse indiquée au bas de chaque page.',
      '/contact-us',
    ),
  ],
};
