import { s, type LegalPage } from './types.js';

export const CONSENT_FR: LegalPage = {
  slug: 'privacy-terms',
  language: 'fr',
  title: 'Confidentialité et conditions',
  intro:
    'Avant de créer votre compte Harbour, voici un court résumé de ce que vous acceptez. Les conditions générales et la politique de confidentialité complètes sont accessibles ci-dessous; ce sont elles qui font foi.',
  sections: [
    s(
      'Ce que vous acceptez',
      'En créant un compte, vous confirmez que :\n\n- les renseignements que vous donnez sont exacts;\n- vous avez au moins 13 ans, ou la permission d’un parent ou d’un tuteur;\n- vous traiterez les autres personnes avec respect et ne publierez rien d’illégal, de haineux ou de trompeur;\n- vous acceptez les conditions générales de Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'Ce que nous faisons de vos renseignements',
      'Nous utilisons votre nom, votre adresse courriel, votre province, votre ville et votre langue pour gérer votre compte et vous montrer l’information de votre communauté, dans votre langue. Nous ne vendons pas vos renseignements. Nous les conservons tant que votre compte est ouvert, et nous les supprimons ou les anonymisons dans les 30 jours suivant la suppression de votre compte, sauf ce que la loi nous oblige à garder.',
      '/privacy-policy',
    ),
    s(
      'Courriels',
      'Nous vous enverrons les courriels nécessaires à votre compte, comme la confirmation de votre adresse et la réinitialisation du mot de passe. Nous envoyons des nouvelles de la communauté seulement si vous le demandez, et chacun de ces courriels vous permet de les arrêter.',
    ),
    s(
      'Sur votre appareil',
      'Votre navigateur garde votre connexion, votre langue, votre province et votre ville pour que vous n’ayez pas à les choisir à chaque fois. Nous n’utilisons pas de témoins publicitaires.',
    ),
    s(
      'Vos droits',
      'Vous pouvez consulter, corriger ou supprimer vos renseignements en tout temps, et retirer votre consentement en supprimant votre compte. En vertu de la LPRPDE, vous pouvez aussi porter plainte auprès du Commissariat à la protection de la vie privée du Canada. Pour toute question, écrivez-nous par la page de contact.',
      '/contact-us',
    ),
  ],
};
