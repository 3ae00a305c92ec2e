import type { Bilingual } from './well-being-content.js';

interface ArticleSeed {
  id: number;
  header: Bilingual;
  title: Bilingual;
  bannerText: Bilingual;
  text: Bilingual;
}

/** Articles 1–3 (HTML; sanitised when read). */
export const ARTICLES: ArticleSeed[] = [
  {
    id: 1,
    header: { en: 'Health coverage', fr: 'Couverture santé' },
    title: { en: 'Getting your provincial health card', fr: 'Obtenir votre carte santé provinciale' },
    bannerText: {
      en: '<p>Your health card lets you see doctors and go to hospital without paying. Here is how to get one.</p>',
      fr: '<p>Votre carte santé vous permet de consulter un médecin et d’aller à l’hôpital sans payer. Voici comment l’obtenir.</p>',
    },
    text: {
      en:
        '<h2>Apply as soon as you arrive</h2><p>Each Atlantic province has its own health plan. Permanent residents, refugees and most people with a work or study permit of 12 months or more can join.</p>' +
        '<h3>What you need</h3><ul><li>Your passport or travel document</li><li>Your Confirmation of Permanent Residence, work permit or study permit</li><li>Proof of your address in the province, such as a lease or a bill</li></ul>' +
        '<h3>While you wait</h3><p>Keep the receipts of any care you pay for. Community health centres and walk-in clinics can still help you, and many pharmacists can treat common problems.</p>' +
        '<p>Find a clinic near you in the <a href="/well-being">well-being directory</a>.</p>',
      fr:
        '<h2>Faites la demande dès votre arrivée</h2><p>Chaque province de l’Atlantique a son propre régime d’assurance maladie. Les résidents permanents, les réfugiés et la plupart des personnes qui ont un permis de travail ou d’études de 12 mois ou plus peuvent s’inscrire.</p>' +
        '<h3>Ce qu’il vous faut</h3><ul><li>Votre passeport ou titre de voyage</li><li>Votre confirmation de résidence permanente, permis de travail ou permis d’études</li><li>Une preuve d’adresse dans la province, comme un bail ou une facture</li></ul>' +
        '<h3>En attendant</h3><p>Gardez les reçus des soins que vous payez. Les centres de santé communautaires et les cliniques sans rendez-vous peuvent quand même vous aider, et beaucoup de pharmaciens peuvent traiter les problèmes courants.</p>' +
        '<p>Trouvez une clinique près de chez vous dans le <a href="/well-being">répertoire du bien-être</a>.</p>',
    },
  },
  {
    id: 2,
    header: { en: 'Mental health', fr: 'Santé mentale' },
    title: {
      en: 'Looking after your mental health in a new country',
      fr: 'Prendre soin de votre santé mentale dans un nouveau pays',
    },
    bannerText: {
      en: '<p>Feeling tired, lonely or worried after a big move is normal. You do not have to face it alone.</p>',
      fr: '<p>Se sentir fatigué, seul ou inquiet après un grand déménagement, c’est normal. Vous n’avez pas à vivre cela seul.</p>',
    },
    text: {
      en:
        '<h2>Small steps help</h2><ul><li>Keep a daily routine, with time outside every day.</li><li>Stay in touch with family and friends, and meet new people through community groups.</li><li>Sleep, eat well and move your body.</li></ul>' +
        '<h3>Talking helps too</h3><p>Counselling is confidential. Many services offer interpreters or counsellors who speak your language, and some are free for newcomers.</p>' +
        '<p><strong>In a crisis, call or text 988</strong>, any time of day or night. In an emergency, call 911.</p>',
      fr:
        '<h2>Les petits pas aident</h2><ul><li>Gardez une routine quotidienne, avec du temps dehors chaque jour.</li><li>Restez en contact avec votre famille et vos amis, et rencontrez des gens grâce aux groupes communautaires.</li><li>Dormez, mangez bien et bougez.</li></ul>' +
        '<h3>Parler aide aussi</h3><p>Le counseling est confidentiel. Beaucoup de services offrent des interprètes ou des conseillers qui parlent votre langue, et certains sont gratuits pour les nouveaux arrivants.</p>' +
        '<p><strong>En situation de crise, appelez ou textez le 988</strong>, de jour comme de nuit. En cas d’urgence, composez le 911.</p>',
    },
  },
  {
    id: 3,
    header: { en: 'Family health', fr: 'Santé familiale' },
    title: {
      en: 'Finding a family doctor or nurse practitioner',
      fr: 'Trouver un médecin de famille ou une infirmière praticienne',
    },
    bannerText: {
      en: '<p>Put your name on your province’s waiting list right away, and know where to go in the meantime.</p>',
      fr: '<p>Inscrivez-vous tout de suite sur la liste d’attente de votre province et sachez où aller en attendant.</p>',
    },
    text: {
      en:
        '<h2>Join the waiting list</h2><p>Every Atlantic province keeps a list of people looking for a family doctor or nurse practitioner. Register each person in your family, online or by phone, as soon as you have your health card.</p>' +
        '<h3>Care while you wait</h3><ul><li>Walk-in clinics and community health centres</li><li>Pharmacists, for minor illnesses and prescription renewals</li><li>Dialling 811 to talk to a registered nurse, any time</li></ul>' +
        '<p>Family resource centres can also help with check-ups and vaccines for babies and young children.</p>',
      fr:
        '<h2>Inscrivez-vous sur la liste d’attente</h2><p>Chaque province de l’Atlantique tient une liste des personnes qui cherchent un médecin de famille ou une infirmière praticienne. Inscrivez chaque membre de votre famille, en ligne ou par téléphone, dès que vous avez votre carte santé.</p>' +
        '<h3>Des soins en attendant</h3><ul><li>Les cliniques sans rendez-vous et les centres de santé communautaires</li><li>Les pharmaciens, pour les maladies mineures et les renouvellements d’ordonnance</li><li>Le 811, pour parler à une infirmière à toute heure</li></ul>' +
        '<p>Les centres de ressources familiales peuvent aussi aider pour les examens et les vaccins des bébés et des jeunes enfants.</p>',
    },
  },
];

/** Partner banners of the main page: banner_text (PEI) and halifax_banner_text (Nova Scotia). */
export const PAGE_TEXTS: { key: string; value: Bilingual }[] = [
  {
    key: 'banner_text',
    value: {
      en:
        '<h2>Your well-being, with Medavie Blue Cross</h2><p>Medavie Blue Cross and Harbour are working together to help newcomers on Prince Edward Island find care close to home: clinics, counselling, dental care and more.</p>' +
        '<p>Do you have a health or dental plan through your work? <a href="https://www.medavie.bluecross.ca/">Learn how to use your Medavie Blue Cross benefits</a>.</p>',
      fr:
        '<h2>Votre bien-être, avec Croix Bleue Medavie</h2><p>Croix Bleue Medavie et Harbour travaillent ensemble pour aider les nouveaux arrivants de l’Île-du-Prince-Édouard à trouver des soins près de chez eux : cliniques, counseling, soins dentaires et plus encore.</p>' +
        '<p>Vous avez une assurance santé ou dentaire par votre travail? <a href="https://www.medavie.bluecross.ca/">Découvrez comment utiliser vos garanties Croix Bleue Medavie</a>.</p>',
    },
  },
  {
    key: 'halifax_banner_text',
    value: {
      en:
        '<h2>Welcome to Halifax, with Medavie Blue Cross</h2><p>Medavie Blue Cross and Harbour bring you a guide to health and well-being services in Halifax and across Nova Scotia, many of them in your language.</p>' +
        '<p>Need care tonight? Dial <strong>811</strong> to talk to a nurse, or <a href="/well-being-listings?search=walk-in%20clinic">find a walk-in clinic</a>.</p>',
      fr:
        '<h2>Bienvenue à Halifax, avec Croix Bleue Medavie</h2><p>Croix Bleue Medavie et Harbour vous offrent un guide des services de santé et de bien-être à Halifax et partout en Nouvelle-Écosse, souvent dans votre langue.</p>' +
        '<p>Besoin de soins ce soir? Composez le <strong>811</strong> pour parler à une infirmière, ou <a href="/well-being-listings?search=clinique">trouvez une clinique sans rendez-vous</a>.</p>',
    },
  },
];
