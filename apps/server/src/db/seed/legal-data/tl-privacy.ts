import { s, type LegalPage } from './types.js';

export const PRIVACY_TL: LegalPage = {
  slug: 'privacy-policy',
  language: 'tl',
  title: 'Patakaran sa privacy',
  intro:
    'Mahalaga sa amin ang iyong privacy. Ipinapaliwanag ng patakarang ito kung anong personal na impormasyon ang kinokolekta ng Harbour, kung bakit, gaano katagal namin ito itinatago, at kung ano ang mga pagpipilian mo. Sinusunod ng Harbour ang Personal Information Protection and Electronic Documents Act (PIPEDA), ang pederal na batas ng Canada tungkol sa proteksyon ng personal na impormasyon, at ang mga batas sa privacy ng mga probinsya sa Atlantic. Ang salin na ito ay para sa iyong kaginhawahan; kung may pagkakaiba ito sa bersyong English o French, ang bersyong English o French ang masusunod.',
  sections: [
    s(
      'Ano ang kinokolekta namin',
      'Kinokolekta lang namin ang kailangan para mapatakbo ang Harbour:\n\n- Mga detalye ng account: ang iyong pangalan, e-mail address, password (na itinatago lang bilang secure na hash, hindi kailanman bilang nababasang teksto), ang iyong probinsya at lungsod, at ang wikang gusto mo.\n- Mga detalye ng profile na pinili mong idagdag, gaya ng larawan, ang bansang pinagmulan mo, o ang iyong mga interes.\n- Ang mga ipinapadala mo sa amin: mga mensahe sa contact form, mga kahilingan para sa imbitasyon, mga listing, at mga detalye ng event.\n- Teknikal na impormasyon: ang mga pahinang binibisita mo, ang uri ng device at browser, at ang iyong IP address, na ginagamit para panatilihing ligtas ang Harbour at para malaman kung aling mga pahina ang kapaki-pakinabang.\n- Mga rekord ng bayad kapag bumili ang isang organisasyon ng listing o ad (halaga, petsa, at produkto). Direktang napupunta ang mga detalye ng card sa aming payment provider at hindi kailanman umaabot sa aming mga server.',
    ),
    s(
      'Bakit namin ito ginagamit',
      'Ginagamit namin ang iyong impormasyon para:\n\n- gawin at protektahan ang iyong account at hayaan kang mag-sign in;\n- ipakita ang impormasyon para sa iyong probinsya at lungsod, sa iyong wika;\n- sagutin ang iyong mga mensahe at kahilingan;\n- ipadala ang mga e-mail na kailangan mo (kumpirmasyon, pag-reset ng password, mga sagot) at, kung papayag ka lang, mga balita mula sa iyong komunidad;\n- pigilan ang pang-aabuso, spam, at panloloko;\n- pagandahin ang Harbour gamit ang mga estadistikang hindi nagpapakilala kung sino ka.\n\nHindi namin ibinebenta ang iyong personal na impormasyon, at hindi kami nagpapakita sa iyo ng mga ad batay sa iyong personal na profile.',
    ),
    s(
      'Pahintulot',
      'Hinihingi namin ang iyong pahintulot kapag nagparehistro ka at kapag may bago kaming kinokolekta. Maaari mong bawiin ang iyong pahintulot anumang oras sa pamamagitan ng pagbabago ng iyong mga setting o pagbura ng iyong account; maaaring huminto sa paggana ang ilang feature kapag ginawa mo ito.',
    ),
    s(
      'Kanino namin ito ibinabahagi',
      'Nagbabahagi lang kami ng impormasyon kapag kailangan, at ang kailangan lang:\n\n- mga service provider na nagho-host ng aming mga server, nagpapadala ng aming mga e-mail, nagsasalin ng mga mensahe, o nagpoproseso ng mga bayad, sa ilalim ng mga kontratang nag-aatas sa kanilang protektahan ito;\n- mga partner na organisasyon, kapag hiniling mo lang na kontakin ka nila (halimbawa, kapag sumagot ka sa isang listing ng trabaho o pagvo-volunteer);\n- mga awtoridad, kapag iniaatas ng batas.\n\nMaaaring mag-imbak ng data ang ilang provider sa labas ng Canada; kapag ganoon, protektado ng kontrata ang iyong impormasyon, pero maaaring sakop ito ng mga batas ng bansang iyon.',
    ),
    s(
      'Gaano katagal namin ito itinatago',
      'Itinatago namin ang impormasyon ng iyong account habang bukas ang iyong account. Kapag binura mo ang iyong account, buburahin namin o gagawing anonymous ang iyong personal na impormasyon sa loob ng 30 araw, maliban sa mga rekord na iniaatas ng batas na itago namin (halimbawa, ang mga rekord ng bayad, na itinatago nang pitong taon para sa buwis). Itinatago ang mga mensahe sa contact form at ang mga kahilingan para sa imbitasyon nang hanggang dalawang taon. Itinatago ang mga security log nang hanggang isang taon.',
    ),
    s(
      'Cookies at local storage',
      'Hindi gumagamit ang Harbour ng mga advertising cookie. Nagtatago ang iyong browser ng ilang maliliit na item sa iyong device para gumana ang site: ang iyong sign-in token, at ang wika, probinsya, at lungsod na pinili mo. Kung lalagyan mo ng tsek ang “Tandaan ako”, mananatili ang mga ito hanggang mag-sign out ka; kung hindi, mawawala ang mga ito kapag isinara mo ang browser. Binibilang namin ang mga pagbisita sa mga pahina nang hindi ka kinikilala.',
    ),
    s(
      'Ang iyong mga karapatan',
      'Sa ilalim ng PIPEDA, maaari mong:\n\n- itanong kung anong personal na impormasyon tungkol sa iyo ang hawak namin at kumuha ng kopya nito;\n- hilingin sa amin na itama ang maling impormasyon;\n- bawiin ang iyong pahintulot o burahin ang iyong account;\n- magreklamo sa amin, at kung hindi ka nasiyahan, sa Office of the Privacy Commissioner of Canada (www.priv.gc.ca).\n\nSinasagot namin ang mga kahilingan sa loob ng 30 araw, nang walang bayad.',
    ),
    s(
      'Seguridad',
      'Pinoprotektahan namin ang iyong impormasyon gamit ang mga naka-encrypt na koneksyon, mga naka-hash na password, limitadong access ng mga kawani, at regular na mga update. Walang sistemang ganap na ligtas; kung ang isang paglabag sa seguridad (data breach) ay maglalagay sa iyo sa tunay na panganib ng malubhang pinsala, ipapaalam namin ito sa iyo at sa Privacy Commissioner, gaya ng iniaatas ng batas.',
    ),
    s(
      'Mga bata',
      'Ang Harbour ay para sa mga taong 13 taong gulang pataas. Maaari lang gamitin ng mga batang wala pang 13 taong gulang ang Harbour kasama ang magulang o tagapag-alaga, na siyang may pananagutan sa kanilang account. Kung malaman naming may hawak kaming impormasyon tungkol sa batang wala pang 13 taong gulang nang walang ganoong pahintulot, buburahin namin ito.',
    ),
    s(
      'Mga pagbabago sa patakarang ito',
      'Maaari naming i-update ang patakarang ito. Ipinapakita ng petsa sa itaas ang pinakabagong bersyon. Kung mahalaga ang isang pagbabago, sasabihin namin sa iyo sa website o sa e-mail bago ito magkabisa.',
    ),
    s(
      'Makipag-ugnayan sa aming privacy officer',
      'Para sa anumang tanong o kahilingan tungkol sa iyong personal na impormasyon, sumulat sa aming privacy officer sa pamamagitan ng pahina ng pakikipag-ugnayan, o sa koreo sa address na nasa ibaba ng bawat pahina.',
      '/contact-us',
    ),
  ],
};
