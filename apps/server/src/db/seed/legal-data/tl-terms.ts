import { s, type LegalPage } from './types.js';

export const TERMS_TL: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'tl',
  title: 'Mga tuntunin at kondisyon',
  intro:
    'Ipinapaliwanag ng mga tuntuning ito ang kasunduan sa pagitan mo at ng Harbour Newcomer Hub (“Harbour”, “kami”) kapag ginagamit mo ang website at mga app ng Harbour. Pakibasa nang mabuti ang mga ito. Sa paggawa ng account o sa paggamit ng Harbour, tinatanggap mo ang mga tuntuning ito. Ang salin na ito ay para sa iyong kaginhawahan; kung may pagkakaiba ito sa bersyong English o French, ang bersyong English o French ang masusunod.',
  sections: [
    s(
      '1. Sino kami',
      'Ang Harbour ay isang non-profit na platform na tumutulong sa mga bagong dating na makapanirahan sa Atlantic Canada: Prince Edward Island, Nova Scotia, New Brunswick, at Newfoundland at Labrador. Nakabase kami sa Charlottetown, Prince Edward Island. Makikita ang aming postal address sa ibaba ng bawat pahina.',
    ),
    s(
      '2. Ano ang iniaalok ng Harbour',
      'Nagbibigay ang Harbour ng impormasyon tungkol sa iyong komunidad (mga event, serbisyo, trabaho, pagvo-volunteer, kapakanan, at lokal na balita), mga tool gaya ng chat na may pagsasalin, at mga pahina kung saan maaaring ilista ng mga organisasyon ang kanilang mga serbisyo.\n\nGaling ang impormasyon sa amin, sa mga partner na organisasyon, at sa ibang user. Nagsisikap kaming panatilihin itong tama at napapanahon, pero hindi namin maipapangako na bawat listing ay kumpleto, updated, o angkop sa iyong sitwasyon. Laging tiyakin ang mahahalagang detalye (petsa, presyo, kung sino ang puwedeng sumali) sa mismong organisasyon.',
    ),
    s(
      '3. Ang iyong account',
      'May ilang feature na nangangailangan ng account. Kailangan mong:\n\n- magbigay ng totoong impormasyon sa pagpaparehistro;\n- ilihim ang iyong password at sabihan kami agad kung sa tingin mo ay may ibang gumagamit ng iyong account;\n- maging hindi bababa sa 13 taong gulang, o magkaroon ng pahintulot ng magulang o tagapag-alaga (guardian).\n\nIkaw ang may pananagutan sa anumang nangyayari sa ilalim ng iyong account. Maaari mong burahin ang iyong account anumang oras mula sa mga setting ng iyong profile.',
    ),
    s(
      '4. Katanggap-tanggap na paggamit',
      'Ang Harbour ay isang lugar na malugod na tumatanggap sa lahat. Kapag ginagamit mo ito, sumasang-ayon kang hindi gagawin ang mga sumusunod:\n\n- mag-post ng anumang labag sa batas, mapoot, nagbabanta, nagdidiskrimina, o tahasang sekswal;\n- manggipit, manlinlang, o magsamantala sa ibang tao, lalo na sa mga bagong dating sa Canada;\n- mag-post ng pekeng alok na trabaho, scam, o paghingi ng pera o ng mga personal na dokumento;\n- mangolekta ng impormasyon ng ibang user, magpadala ng spam, o mag-advertise nang walang bayad na listing;\n- subukang sirain o i-overload ang platform, o lusutan ang seguridad nito.\n\nMaaari naming alisin ang nilalaman o suspindihin ang account na lumalabag sa mga patakarang ito, at maaari naming i-report sa mga awtoridad ang ilegal na gawain.',
    ),
    s(
      '5. Ang nilalamang ibinabahagi mo',
      'Sa iyo pa rin ang mga karapatan sa mga ipino-post mo. Binibigyan mo ang Harbour ng libre at hindi eksklusibong lisensya na ipakita, itago, isalin, at ibahagi ang mga ito sa platform para gumana ang serbisyo. Kinukumpirma mo na may karapatan kang ibahagi ang mga ito. Ibinibigay ang mga awtomatikong salin para matulungan kayong magkaintindihan; maaaring may mga mali ang mga ito at hindi ito mga opisyal na salin.',
    ),
    s(
      '6. Mga listing, ad, at bayad',
      'Maaaring bumili ang mga organisasyon ng mga listing, ad, sponsorship, at subscription. Nakalagay ang mga presyo sa Canadian dollars sa pahina ng mga presyo, bago ang buwis. Ang aming payment provider ang humahawak sa mga bayad; hindi kami nagtatago ng mga numero ng card. Maliban kung iba ang nakasaad sa alok, hindi na ibabalik ang bayad para sa isang period na nagsimula na, pero maaari mong kanselahin ang renewal anumang oras bago ka singilin para dito. Dapat tapat na ilarawan ng mga listing ang isang totoong serbisyo, trabaho, o oportunidad.',
    ),
    s(
      '7. Mga link sa ibang website',
      'Naglalaman ang Harbour ng mga link sa mga website ng gobyerno, paaralan, at mga organisasyon. Hindi namin kontrolado ang mga ito at wala kaming pananagutan sa kanilang nilalaman o sa paraan nila ng pangangalaga sa privacy.',
    ),
    s(
      '8. Limitasyon ng pananagutan',
      'Ibinibigay ang Harbour nang “as is” (kung ano ito). Hangga’t pinapayagan ng batas, wala kaming pananagutan sa mga hindi direkta o kasunod na pagkalugi (indirect o consequential losses), o sa mga desisyong ginagawa mo batay sa impormasyong nakita mo sa Harbour.\n\nHangga’t pinapayagan ng batas, ang kabuuan naming pananagutan sa iyo para sa anumang paghahabol (claim) na may kaugnayan sa Harbour ay hanggang isang daang Canadian dollars (CAD $100) lamang. Walang anuman sa mga tuntuning ito ang naglilimita sa mga karapatang ibinibigay sa iyo ng mga batas sa proteksyon ng consumer na hindi maaaring talikdan.',
    ),
    s(
      '9. Mga pagbabago sa Harbour at sa mga tuntuning ito',
      'Maaari naming baguhin o ihinto ang mga feature, at maaari naming i-update ang mga tuntuning ito. Kapag mahalaga ang isang pagbabago, sasabihin namin sa iyo sa website o sa e-mail bago ito magkabisa. Kung patuloy mong gagamitin ang Harbour pagkatapos nito, tinatanggap mo ang mga bagong tuntunin.',
    ),
    s(
      '10. Batas na umiiral',
      'Ang mga tuntuning ito ay sakop ng mga batas ng Prince Edward Island at ng mga pederal na batas ng Canada na umiiral doon. Ang anumang hindi pagkakasundo ay lulutasin ng mga korte ng Prince Edward Island, maliban kung binibigyan ka ng batas ng iyong probinsya ng karapatang dumulog sa mga korte sa inyong lugar.',
    ),
    s(
      '11. Makipag-ugnayan',
      'May tanong tungkol sa mga tuntuning ito? Sumulat sa amin sa pamamagitan ng pahina ng pakikipag-ugnayan. Sumasagot kami sa English o French, at gagawin namin ang aming makakaya para matulungan ka sa iyong wika.',
      '/contact-us',
    ),
  ],
};
