interface ArticleSeed {
  id: number;
  header: string;
  title: string;
  bannerText: string;
  text: string;
}

/** Articles 1–3 (HTML; sanitised when read). */
export const ARTICLES: ArticleSeed[] = [
  {
    id: 1,
    header: 'Health coverage',
    title: 'Getting your provincial health card',
    bannerText:
      '<p>Your health card lets you see doctors and go to hospital without paying. Here is how to get one.</p>',
    text:
      '<h2>Apply as soon as you arrive</h2><p>Each Atlantic province has its own health plan. Permanent residents, refugees and most people with a work or study permit of 12 months or more can join.</p>' +
      '<h3>What you need</h3><ul><li>Your passport or travel document</li><li>Your Confirmation of Permanent Residence, work permit or study permit</li><li>Proof of your address in the province, such as a lease or a bill</li></ul>' +
      '<h3>While you wait</h3><p>Keep the receipts of any care you pay for. Community health centres and walk-in clinics can still help you, and many pharmacists can treat common problems.</p>' +
      '<p>Find a clinic near you in the <a href="/well-being">well-being directory</a>.</p>',
  },
  {
    id: 2,
    header: 'Mental health',
    title: 'Looking after your mental health in a new country',
    bannerText:
      '<p>Feeling tired, lonely or worried after a big move is normal. You do not have to face it alone.</p>',
    text:
      '<h2>Small steps help</h2><ul><li>Keep a daily routine, with time outside every day.</li><li>Stay in touch with family and friends, and meet new people through community groups.</li><li>Sleep, eat well and move your body.</li></ul>' +
      '<h3>Talking helps too</h3><p>Counselling is confidential. Many services offer interpreters or counsellors who speak your language, and some are free for newcomers.</p>' +
      '<p><strong>In a crisis, call or text 988</strong>, any time of day or night. In an emergency, call 911.</p>',
  },
  {
    id: 3,
    header: 'Family health',
    title: 'Finding a family doctor or nurse practitioner',
    bannerText:
      '<p>Put your name on your province’s waiting list right away, and know where to go in the meantime.</p>',
    text:
      '<h2>Join the waiting list</h2><p>Every Atlantic province keeps a list of people looking for a family doctor or nurse practitioner. Register each person in your family, online or by phone, as soon as you have your health card.</p>' +
      '<h3>Care while you wait</h3><ul><li>Walk-in clinics and community health centres</li><li>Pharmacists, for minor illnesses and prescription renewals</li><li>Dialling 811 to talk to a registered nurse, any time</li></ul>' +
      '<p>Family resource centres can also help with check-ups and vaccines for babies and young children.</p>',
  },
];

/** Partner banners of the main page: banner_text (PEI) and halifax_banner_text (Nova Scotia). */
export const PAGE_TEXTS: { key: string; value: string }[] = [
  {
    key: 'banner_text',
    value:
      '<h2>Your well-being, with Medavie Blue Cross</h2><p>Medavie Blue Cross and Harbour are working together to help newcomers on Prince Edward Island find care close to home: clinics, counselling, dental care and more.</p>' +
      '<p>Do you have a health or dental plan through your work? <a href="https://www.medavie.bluecross.ca/">Learn how to use your Medavie Blue Cross benefits</a>.</p>',
  },
  {
    key: 'halifax_banner_text',
    value:
      '<h2>Welcome to Halifax, with Medavie Blue Cross</h2><p>Medavie Blue Cross and Harbour bring you a guide to health and well-being services in Halifax and across Nova Scotia, many of them in your language.</p>' +
      '<p>Need care tonight? Dial <strong>811</strong> to talk to a nurse, or <a href="/well-being-listings?search=walk-in%20clinic">find a walk-in clinic</a>.</p>',
  },
];
