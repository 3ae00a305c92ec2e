import { s, type LegalPage } from './types.js';

export const PRIVACY_SO: LegalPage = {
  slug: 'privacy-policy',
  language: 'so',
  title: 'Siyaasadda arrimaha khaaska ah',
  intro:
    'Arrimahaaga khaaska ah waa noo muhiim. Siyaasaddan waxay sharxaysaa macluumaadka shakhsiga ah ee Harbour uruuriyo, sababta loo uruuriyo, muddada aan hayno iyo doorashooyinka aad leedahay. Harbour wuxuu raacaa Sharciga Ilaalinta Macluumaadka Shakhsiga ah iyo Dukumentiyada Elektaroonigga ah ee Kanada (PIPEDA) iyo sharciyada arrimaha khaaska ah ee gobollada Atlantigga. Tani waa turjumaad loo sameeyay si ay wax kuu fududayso; haddii ay ka duwan tahay nuqulka Ingiriisiga ama nuqulka Faransiiska, waxaa la raacayaa nuqulka Ingiriisiga ama nuqulka Faransiiska.',
  sections: [
    s(
      'Waxa aan uruurinno',
      'Waxaan uruurinnaa oo keliya waxa aan u baahanahay si Harbour u shaqeeyo:\n\n- Faahfaahinta akoonka: magacaaga, cinwaanka iimaylkaaga, erayga sirta ah (oo loo kaydiyo oo keliya qaab hash ah oo sugan, weligiis qoraal la akhriyi karo ma aha), gobolkaaga iyo magaaladaada, iyo luuqadda aad doorbidayso.\n- Faahfaahinta bogga shakhsiga ee aad doorato inaad ku darto, sida sawir, dalka aad ka timid ama waxyaabaha aad xiisaynayso.\n- Waxa aad noo soo dirto: fariimaha foomka xiriirka, codsiyada casuumaadda, soo bandhigidda iyo faahfaahinta dhacdooyinka.\n- Macluumaad farsamo: boggaga aad booqato, nooca qalabka iyo biraawsarka, iyo cinwaankaaga IP-ga, oo loo isticmaalo ilaalinta amniga Harbour iyo ogaanshaha boggaga faa’iidada leh.\n- Diiwaannada lacag bixinta marka hay’ad iibsato soo bandhigid ama xayeysiis (qaddarka lacagta, taariikhda iyo adeegga). Faahfaahinta kaarka waxay si toos ah u aadaan shirkadda lacag bixinta ee aan la shaqayno, weligoodna ma gaaraan server-adayada.',
    ),
    s(
      'Sababta aan u isticmaalno',
      'Macluumaadkaaga waxaan u isticmaalnaa inaan:\n\n- samayno oo ilaalinno akoonkaaga, oo kuu oggolaanno inaad gasho;\n- ku tusno macluumaadka gobolkaaga iyo magaaladaada, luuqaddaada;\n- ka jawaabno fariimahaaga iyo codsiyadaada;\n- kuu soo dirno iimaylada aad u baahan tahay (xaqiijin, dib u dejinta erayga sirta ah, jawaabo) iyo, oo keliya haddii aad oggolaato, wararka bulshadaada;\n- ka hortagno xadgudubka, fariimaha aan la rabin (spam) iyo khiyaanada;\n- hagaajinno Harbour annagoo adeegsanayna tirakoob aan lagu garan karin cidda aad tahay.\n\nMa iibinno macluumaadkaaga shakhsiga ah, mana ku tusno xayeysiisyo ku salaysan xogta bogaaga shakhsiga.',
    ),
    s(
      'Oggolaansho',
      'Waxaan ku weydiinnaa oggolaanshahaaga marka aad is diiwaangeliso iyo marka aan uruurinno wax cusub. Wakhti kasta waxaad ka noqon kartaa oggolaanshahaaga adigoo beddelaya dejintaada ama tirtiraya akoonkaaga; markaas adeegyada qaarkood waxaa laga yaabaa inay shaqayn waayaan.',
    ),
    s(
      'Cidda aan la wadaagno',
      'Macluumaadka waxaan la wadaagnaa oo keliya marka loo baahdo, oo keliya inta loo baahan yahay:\n\n- shirkadaha adeegga bixiya ee martigeliya server-adayada, dira iimayladayada, turjuma fariimaha ama maamula lacag bixinta, iyagoo ku xiran qandaraasyo ku waajibinaya inay ilaaliyaan macluumaadka;\n- hay’adaha aan la shaqayno, oo keliya marka aad codsato inay kula soo xiriiraan (tusaale ahaan marka aad ka jawaabto xayeysiis shaqo ama tabarucaad);\n- hay’adaha dawladda, marka sharcigu dalbado.\n\nShirkadaha qaarkood waxay xogta ku kaydin karaan meel ka baxsan Kanada; markaas macluumaadkaaga waxaa ilaaliya qandaraas, laakiin waxaa laga yaabaa inuu ku hoos jiro sharciyada dalkaas.',
    ),
    s(
      'Muddada aan hayno',
      'Macluumaadka akoonkaaga waan haynaa inta akoonkaagu furan yahay. Marka aad tirtirto akoonkaaga, 30 maalmood gudahood waxaan tirtirnaa macluumaadkaaga shakhsiga ah ama ka dhignaa mid aan lagu garan karin cidda aad tahay, marka laga reebo diiwaannada sharcigu nagu waajibiyo inaan hayno (tusaale ahaan diiwaannada lacag bixinta, oo la hayo toddoba sannadood sababo canshuur awgeed). Fariimaha xiriirka iyo codsiyada casuumaadda waxaa la hayaa ilaa laba sannadood. Diiwaannada amniga waxaa la hayaa ilaa hal sannad.',
    ),
    s(
      'Kuukiyada iyo kaydinta qalabka',
      'Harbour ma isticmaalo kuukiyada xayeysiiska (advertising cookies). Biraawsarkaagu wuxuu qalabkaaga ku kaydiyaa dhowr shay oo yaryar si websaydhku u shaqeeyo: calaamadda gelitaankaaga (sign-in token), iyo luuqadda, gobolka iyo magaalada aad dooratay. Haddii aad calaamadiso “I xusuuso”, way sii jirayaan ilaa aad ka baxdo; haddii kale, way baaba’aan marka aad xirto biraawsarka. Booqashooyinka boggaga waxaan u tirinnaa annagoon ku aqoonsan.',
    ),
    s(
      'Xuquuqdaada',
      'Sharciga PIPEDA hoostiisa, waxaad xaq u leedahay inaad:\n\n- weydiiso macluumaadka shakhsiga ah ee aan kaa hayno, oo hesho nuqul;\n- naga codsato inaan saxno macluumaad khaldan;\n- ka noqoto oggolaanshahaaga ama tirtirto akoonkaaga;\n- cabasho noo soo gudbiso, haddii aadan ku qancin jawaabtayadana, u gudbiso Xafiiska Wakiilka Arrimaha Khaaska ah ee Kanada (Office of the Privacy Commissioner of Canada, www.priv.gc.ca).\n\nCodsiyada waxaan kaga jawaabnaa 30 maalmood gudahood, bilaash.',
    ),
    s(
      'Amniga',
      'Macluumaadkaaga waxaan ku ilaalinnaa isku xirnaan sir ah (encrypted), ereyo sir ah oo qaab hash ah loo kaydiyay, helitaan xaddidan oo shaqaalaha ah iyo cusboonaysiin joogto ah. Nidaam gebi ahaanba ammaan ah ma jiro; haddii xog-jabin ay kuu horseeddo khatar dhab ah oo waxyeello weyn ah, waxaan ku ogeysiin doonnaa adiga iyo Wakiilka Arrimaha Khaaska ah, sida sharcigu dalbado.',
    ),
    s(
      'Carruurta',
      'Harbour waxaa loogu talagalay dadka 13 jir iyo wixii ka weyn. Carruurta ka yar 13 jir waxay isticmaali karaan Harbour oo keliya iyagoo la jira waalid ama mas’uul sharci ah, oo ah qofka mas’uulka ka ah akoonkooda. Haddii aan ogaanno inaan hayno macluumaad ku saabsan ilmo ka yar 13 jir oo aan oggolaanshahaas haysan, waan tirtiri doonnaa.',
    ),
    s(
      'Isbeddellada siyaasaddan',
      'Waxaan cusboonaysiin karnaa siyaasaddan. Taariikhda ku qoran xagga sare ee bogga ayaa muujisa nuqulka ugu dambeeyay. Haddii isbeddelku muhiim yahay, waxaan kuugu sheegi doonnaa website-ka ama iimayl ka hor inta uusan dhaqan gelin.',
    ),
    s(
      'La xiriir sarkaalkayaga arrimaha khaaska ah',
      'Su’aal ama codsi kasta oo ku saabsan macluumaadkaaga shakhsiga ah, u qor sarkaalkayaga arrimaha khaaska ah adigoo adeegsanaya bogga “Nala soo xiriir”, ama boostada ugu soo dir cinwaanka ku qoran qaybta hoose ee bog kasta.',
      '/contact-us',
    ),
  ],
};
