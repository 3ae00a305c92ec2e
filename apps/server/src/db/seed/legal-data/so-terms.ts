import { s, type LegalPage } from './types.js';

export const TERMS_SO: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'so',
  title: 'Shuruudaha iyo xaaladaha',
  intro:
    'Shuruudahan waxay sharxayaan heshiiska u dhexeeya adiga iyo Harbour Newcomer Hub (“Harbour”, “annaga”) marka aad isticmaasho website-ka iyo app-yada Harbour. Fadlan si taxaddar leh u akhri. Markaad samaysato akoon ama aad isticmaasho Harbour, waxaad aqbashay shuruudahan. Tani waa turjumaad loo sameeyay si ay wax kuu fududayso; haddii ay ka duwan tahay nuqulka Ingiriisiga ama nuqulka Faransiiska, waxaa la raacayaa nuqulka Ingiriisiga ama nuqulka Faransiiska.',
  sections: [
    s(
      '1. Cidda aan nahay',
      'Harbour waa madal aan faa’iido doon ahayn oo ka caawisa dadka cusub inay degaan Gobollada Atlantigga ee Kanada: Jasiiradda Prince Edward, Nova Scotia, New Brunswick, iyo Newfoundland iyo Labrador. Xaruntayadu waxay ku taal Charlottetown, Jasiiradda Prince Edward. Cinwaankayaga boostada wuxuu ku qoran yahay qaybta hoose ee bog kasta.',
    ),
    s(
      '2. Waxa Harbour bixiyo',
      'Harbour wuxuu ku siiyaa macluumaad ku saabsan bulshadaada (dhacdooyin, adeegyo, shaqooyin, tabarucaad, nolol wanaag iyo wararka deegaanka), qalab sida wada-sheekaysi la turjumo, iyo bogag ay hay’aduhu ku soo bandhigi karaan adeegyadooda.\n\nMacluumaadku wuxuu ka yimaadaa annaga, hay’adaha aan la shaqayno iyo isticmaalayaal kale. Aad ayaan ugu dadaalnaa inuu ahaado mid sax ah oo casri ah, laakiin ma ballan qaadi karno in wax kasta oo la soo bandhigay uu dhammaystiran yahay, cusub yahay ama ku habboon yahay xaaladdaada. Mar walba faahfaahinta muhiimka ah (taariikhaha, qiimaha, cidda xaqa u leh) kala hubi hay’adda lafteeda.',
    ),
    s(
      '3. Akoonkaaga',
      'Adeegyada qaarkood waxay u baahan yihiin akoon. Waa inaad:\n\n- bixisaa macluumaad run ah marka aad is diiwaangelinayso;\n- erayga sirta ah cidna u sheegin, oo isla markiiba noo sheegtaa haddii aad u malaynayso in qof kale isticmaalayo akoonkaaga;\n- ahaataa ugu yaraan 13 jir, ama haysataa oggolaanshaha waalid ama mas’uul sharci ah (guardian).\n\nAdiga ayaa mas’uul ka ah waxa ka dhaca akoonkaaga. Wakhti kasta waxaad tirtiri kartaa akoonkaaga adigoo adeegsanaya dejinta bogga shakhsiga.',
    ),
    s(
      '4. Isticmaalka la oggol yahay',
      'Harbour waa meel soo dhoweyn leh. Markaad isticmaasho, waxaad oggolaatay inaadan:\n\n- soo dhigin wax sharci darro ah, nacayb ah, hanjabaad ah, takoor ah ama galmo si cad u muujinaya;\n- dhibaateyn, khiyaamayn ama ka faa’iidaysan dad kale, gaar ahaan dadka dhowaan yimid Kanada;\n- soo dhigin dalabyo shaqo oo been abuur ah, khiyaano, ama codsiyo lacag ama dukumentiyo shakhsi ah lagu dalbanayo;\n- ururin macluumaadka isticmaalayaasha kale, dirin fariimo aan la rabin (spam), ama xayeysiin adigoon iibsan xayeysiis lacag leh;\n- isku dayin inaad jebiso ama culays saarto madasha, ama inaad ka gudubto amnigeeda.\n\nWaxaan tirtiri karnaa waxyaabaha la soo dhigay, ama hakin karnaa akoon jebiya xeerarkan, waxaana laga yaabaa inaan falalka sharci darrada ah u gudbinno mas’uuliyiinta dawladda.',
    ),
    s(
      '5. Waxa aad la wadaagto',
      'Adiga ayaa weli iska leh xuquuqda waxyaabaha aad soo dhigto. Waxaad Harbour siinaysaa ruqsad bilaash ah oo aan gaar ahayn (non-exclusive) si uu u muujiyo, u kaydiyo, u turjumo oo ugu wadaago madasha, si adeeggu u shaqeeyo. Waxaad xaqiijinaysaa inaad xaq u leedahay inaad la wadaagto. Turjumaadaha otomaatigga ah waxaa loo bixiyaa si ay idiinka caawiyaan inaad is fahantaan; waxaa ku jiri kara khaladaad, mana aha turjumaado rasmi ah.',
    ),
    s(
      '6. Soo bandhigidda, xayeysiisyada iyo lacag bixinta',
      'Hay’aduhu waxay iibsan karaan soo bandhigid (listings), xayeysiisyo, taageerid (sponsorship) iyo rukun (subscription). Qiimaha waxaa bogga qiimaha lagu muujiyaa doollarka Kanada, canshuurta ka hor. Lacag bixinta waxaa maamula shirkadda lacag bixinta ee aan la shaqayno; ma kaydinno lambarada kaarka. Haddii dalabku si kale u sheegin mooyaane, muddo lacag laga bixiyay lacagteeda lama celiyo marka ay bilaabato, laakiin wakhti kasta waxaad joojin kartaa cusboonaysiinta ka hor inta aan lacagteeda lagaa jarin. Soo bandhigiddu waa inay si daacad ah u qeexdaa adeeg, shaqo ama fursad dhab ah.',
    ),
    s(
      '7. Linkiyada websaydhyada kale',
      'Harbour wuxuu leeyahay linkiyo u gudbiya websaydhyada dawladaha, dugsiyada iyo hay’adaha. Annagu ma maamulno websaydhyadaas, mas’uulna kama nihin waxa ku qoran ama sida ay u ilaaliyaan arrimaha khaaska ah.',
    ),
    s(
      '8. Xaddidaadda mas’uuliyadda',
      'Harbour waxaa la bixiyaa “sida uu yahay”. Ilaa inta sharcigu oggol yahay, mas’uul kama nihin khasaaraha aan tooska ahayn ama khasaaraha ka dhasha arrin kale, iyo go’aannada aad ku gaarto macluumaad aad ka heshay Harbour.\n\nIlaa inta sharcigu oggol yahay, wadarta mas’uuliyaddayada kugu aaddan ee sheegasho (claim) kasta oo la xiriirta Harbour waxay ku xaddidan tahay boqol doollar oo Kanadiyaan ah (CAD $100). Shuruudahan waxba kama dhimayaan xuquuqda ay ku siiyaan sharciyada ilaalinta macaamiisha ee aan laga tanaasuli karin.',
    ),
    s(
      '9. Isbeddellada Harbour iyo shuruudahan',
      'Waxaan beddeli karnaa ama joojin karnaa adeegyo qaarkood, waxaana cusboonaysiin karnaa shuruudahan. Marka isbeddelku muhiim yahay, waxaan kuugu sheegi doonnaa website-ka ama iimayl ka hor inta uusan dhaqan gelin. Haddii aad intaas kadib sii isticmaasho Harbour, waxaad aqbashay shuruudaha cusub.',
    ),
    s(
      '10. Sharciga lagu dhaqmayo',
      'Shuruudahan waxaa xukuma sharciyada Jasiiradda Prince Edward iyo sharciyada federaalka ee Kanada ee halkaas ka dhaqan gala. Khilaaf kasta waxaa go’aamin doona maxkamadaha Jasiiradda Prince Edward, marka laga reebo haddii sharciga gobolkaagu ku siinayo xaq aad ku aadi karto maxkamadaha deegaankaaga.',
    ),
    s(
      '11. Nala soo xiriir',
      'Su’aalo ma ka qabtaa shuruudahan? Nagu soo qor bogga “Nala soo xiriir”. Waxaan ku jawaabnaa Ingiriisi ama Faransiis, waxaana ku dadaali doonnaa inaan kaa caawinno luuqaddaada.',
      '/contact-us',
    ),
  ],
};
