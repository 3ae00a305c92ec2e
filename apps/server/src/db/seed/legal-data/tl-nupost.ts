import { s, type LegalPage } from './types.js';

export const NUPOST_TL: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'tl',
  title: 'Mga tuntunin ng serbisyo ng NuPost',
  intro:
    'Ang NuPost ay ang serbisyo ng Harbour na nagbibigay-daan sa mga organisasyon na mag-publish ng mga post, balita, at anunsyo para sa mga bagong dating sa kanilang komunidad. Nalalapat ang mga tuntuning ito sa bawat organisasyong gumagamit ng NuPost, bukod pa sa mga tuntunin at kondisyon ng Harbour. Ang salin na ito ay para sa iyong kaginhawahan; kung may pagkakaiba ito sa bersyong English o French, ang bersyong English o French ang masusunod.',
  sections: [
    s(
      '1. Sino ang maaaring gumamit ng NuPost',
      'Ang NuPost ay para sa mga rehistradong negosyo, mga non-profit na organisasyon, mga ahensya ng gobyerno, at mga grupo ng komunidad. Kinukumpirma ng taong gumagawa ng NuPost account na may pahintulot siyang kumilos para sa organisasyon at na totoo ang mga detalye nito.',
      '/terms-and-conditions',
    ),
    s(
      '2. Ang iyong subscription',
      'Ibinebenta ang NuPost bilang subscription na nakalagay sa pahina ng mga presyo, sa Canadian dollars bago ang buwis. Awtomatiko itong nire-renew sa katapusan ng bawat period maliban kung kanselahin mo ito bago ang petsa ng renewal. Maaari kang magkansela anumang oras; mananatiling aktibo ang serbisyo hanggang sa katapusan ng period na nabayaran na. Hindi ibinabalik ang bayad para sa mga period na nagsimula na, maliban kung iniaatas ito ng batas.',
      '/pricing#nupost',
    ),
    s(
      '3. Ano ang maaari mong i-post',
      'Dapat tapat, legal, at kapaki-pakinabang sa mga bagong dating ang iyong mga post. Hindi ka dapat mag-post ng:\n\n- mga peke o mapanlinlang na alok, kasama ang mga trabahong hindi totoo o humihingi ng bayad;\n- nilalamang mapoot, nagdidiskrimina, marahas, o tahasang sekswal;\n- paghingi ng mga ID, papeles sa imigrasyon, o detalye ng bangko;\n- mga materyales ng kampanyang pampulitika, o spam.\n\nIkaw ang may pananagutan sa katumpakan ng iyong mga post at sa pagkakaroon ng karapatan sa mga teksto at larawang ginagamit mo.',
    ),
    s(
      '4. Moderasyon',
      'Maaari naming suriin, tanggihan, ayusin ang format, o alisin ang anumang post na lumalabag sa mga tuntuning ito, at maaari naming suspindihin ang account na paulit-ulit na gumagawa nito. Kapag nag-alis kami ng post, sasabihin namin sa iyo kung bakit, maliban kung labag ito sa batas o maglalagay ito sa isang tao sa panganib.',
    ),
    s(
      '5. Pagsasalin at abot',
      'Maaaring awtomatikong isalin ang mga post sa mga wika ng Harbour. Maaaring may mga mali ang mga awtomatikong salin; ang orihinal na teksto ang masusunod. Hindi namin ginagarantiya kung ilang tao ang makakakita ng isang post o kikilos batay dito.',
    ),
    s(
      '6. Personal na impormasyon',
      'Kung may sumagot sa iyong mga post, matatanggap mo ang kanilang personal na impormasyon. Dapat mo itong gamitin para lang sagutin sila, dapat mo itong protektahan ayon sa iniaatas ng PIPEDA (ang pederal na batas ng Canada sa proteksyon ng personal na impormasyon), at dapat mo itong burahin kapag hindi mo na ito kailangan. Pinangangasiwaan ng Harbour ang sarili nitong data ayon sa nakasaad sa patakaran sa privacy.',
      '/privacy-policy',
    ),
    s(
      '7. Pananagutan',
      'Ibinibigay ang NuPost nang “as is” (kung ano ito). Hangga’t pinapayagan ng batas, ang kabuuang pananagutan ng Harbour para sa anumang paghahabol (claim) tungkol sa NuPost ay hanggang sa halagang ibinayad mo para sa NuPost sa loob ng labindalawang buwan bago ang paghahabol.',
    ),
    s(
      '8. Mga pagbabago at pakikipag-ugnayan',
      'Maaari naming i-update ang mga tuntuning ito; sasabihan namin ang mga subscriber sa e-mail nang hindi bababa sa 30 araw bago magkabisa ang isang mahalagang pagbabago. Ang mga tuntuning ito ay sakop ng mga batas ng Prince Edward Island at ng Canada. May mga tanong? Sumulat sa amin sa pamamagitan ng pahina ng pakikipag-ugnayan.',
      '/contact-us',
    ),
  ],
};
