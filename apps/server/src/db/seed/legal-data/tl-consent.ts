import { s, type LegalPage } from './types.js';

export const CONSENT_TL: LegalPage = {
  slug: 'privacy-terms',
  language: 'tl',
  title: 'Privacy at mga tuntunin',
  intro:
    'Bago mo gawin ang iyong Harbour account, narito ang maikling buod ng mga sinasang-ayunan mo. Naka-link sa ibaba ang buong mga tuntunin at kondisyon at ang patakaran sa privacy; ang mga tekstong iyon ang masusunod. Ang salin na ito ay para sa iyong kaginhawahan; kung may pagkakaiba ito sa bersyong English o French, ang bersyong English o French ang masusunod.',
  sections: [
    s(
      'Ano ang sinasang-ayunan mo',
      'Sa paggawa ng account, kinukumpirma mo na:\n\n- totoo ang impormasyong ibinibigay mo;\n- ikaw ay hindi bababa sa 13 taong gulang, o may pahintulot ng magulang o tagapag-alaga (guardian);\n- igagalang mo ang ibang tao sa Harbour at hindi ka magpo-post ng anumang labag sa batas, mapoot, o mapanlinlang;\n- tinatanggap mo ang mga tuntunin at kondisyon ng Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'Ano ang ginagawa namin sa iyong impormasyon',
      'Ginagamit namin ang iyong pangalan, e-mail address, probinsya, lungsod, at wika para patakbuhin ang iyong account at ipakita sa iyo ang impormasyon para sa iyong komunidad, sa iyong wika. Hindi namin ibinebenta ang iyong impormasyon. Itinatago namin ito habang bukas ang iyong account, at buburahin namin ito o gagawing anonymous sa loob ng 30 araw matapos mong burahin ang iyong account, maliban sa kailangan naming itago ayon sa batas.',
      '/privacy-policy',
    ),
    s(
      'Mga e-mail',
      'Ipapadala namin sa iyo ang mga e-mail na kailangan ng iyong account, gaya ng kumpirmasyon ng iyong address at pag-reset ng password. Nagpapadala lang kami ng balita ng komunidad kung hihilingin mo, at sa bawat ganitong e-mail ay maaari mong ihinto ang pagtanggap ng mga ito.',
    ),
    s(
      'Sa iyong device',
      'Itinatago ng iyong browser ang iyong sign-in, wika, probinsya, at lungsod para hindi mo na kailangang piliin ang mga ito sa bawat pagkakataon. Hindi kami gumagamit ng mga advertising cookie.',
    ),
    s(
      'Ang iyong mga karapatan',
      'Maaari mong tingnan, itama, o burahin ang iyong impormasyon anumang oras, at bawiin ang iyong pahintulot sa pamamagitan ng pagbura ng iyong account. Sa ilalim ng PIPEDA (ang pederal na batas ng Canada sa proteksyon ng personal na impormasyon), maaari ka ring magreklamo sa Office of the Privacy Commissioner of Canada. Para sa anumang tanong, sumulat sa amin sa pamamagitan ng pahina ng pakikipag-ugnayan.',
      '/contact-us',
    ),
  ],
};
