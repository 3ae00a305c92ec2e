import type { LongContent } from './types.js';

/** Somali translation of the long texts, written without a native reviewer. */
export const SO: LongContent = {
  story: {
    1: {
      title: 'Halka uu ka bilaabmay',
      description:
        'Harbour wuxuu ka bilaabmay 2016 miis jikada ah oo ku yaal Charlottetown. Dhowr qoys oo dhowaan yimid iyo deriskoodii jasiiradda ayaa qof kasta oo cusub u jawaabi jiray isla su’aalihii: halka laga helo kaarka caafimaadka, sida carruurta dugsiga loogu diiwaangeliyo, iyo baska aada isbitaalka. Waxaan go’aansannay inaan jawaabaha qorno, oo aan ku qorno luqado intii karaankayaga ah.',
    },
    2: {
      title: 'Fayl ilaa madal internet',
      description:
        'Hagaha ugu horreeya ee Harbour wuxuu ahaa fayl yaal qolka hoose ee kaniisad. Sannadkii 2019 wuxuu noqday website shan luqadood ah, ganacsiyada deegaanka, magaalooyinka iyo mutadawiciintuna waxay bilaabeen inay ku daraan macluumaadkooda. Maanta madalku wuxuu daboolaa Jasiiradda Prince Edward, Nova Scotia, New Brunswick, iyo Newfoundland iyo Labrador, saddex iyo toban luqadood.',
    },
    3: {
      title: 'Waxaa lala dhisay dadka cusub',
      description:
        'Qayb kasta oo Harbour ka mid ah waxaa lagu tijaabiyaa dad hadda yimid. Dadka cusubi waxay xubno ka yihiin guddigayaga la-talinta, waxay hubiyaan turjumaadahayaga, waxayna noo sheegaan marka ay wax fahmi waayaan. Xubno badan oo kooxdayada ka mid ah waxay markii ugu horreysay Harbour u yimaadeen iyagoo naftooda caawimaad u raadinaya.',
    },
    4: {
      title: 'Mustaqbalka',
      description:
        'Hadafkayagu wuu fudud yahay: qofna oo doorta Gobollada Atlantigga ee Kanada yuusan dareemin inuu lumay sannadkiisa ugu horreeya. Waxaan ballaarinaynaa xaruntayada tabarucaadda, waxaan la shaqaynaynaa loo-shaqeeyayaal badan, waxaanna ku daraynaa sheeko (chat) la turjumay, si caawimaadda saxda ahi mar walba hal fariin oo keliya kaaga fogaato.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Mabaadi’dayada iyo qiyamkayada',
      intro:
        'Mabaadi’dan ayaa hagaya bog kasta oo aan qorno, la-hawlgale kasta oo aan dooranno iyo qof kasta oo aan u adeegno.',
      sections: [
        {
          heading: 'Soo dhaweynta ayaa kowaad ah',
          text: 'Qof kasta oo yimaada wuxuu mudan yahay soo dhaweyn diirran, iyadoon loo eegin xaaladdiisa socdaalka, luqaddiisa, diintiisa ama asalkiisa.',
        },
        {
          heading: 'Luqaddaadu waa muhiim',
          text: 'Macluumaadka muhiimka ahi waa inay kugu soo gaaraan luqadda aad ku fekerto. Si taxaddar leh ayaan u turjunnaa, qoraal kastana waxaan la hubinnaa dad ay luqaddaasi af-hooyo u tahay.',
        },
        {
          heading: 'Ixtiraam iyo sharaf',
          text: 'Waan dhegeysannaa ka hor intaanan talo bixin. Dadka cusubi waa khubarada noloshooda, su’aal kastana waxaan u aragnaa su’aal wanaagsan.',
        },
        {
          heading: 'Qarsoodi iyo kalsooni',
          text: 'Waxaan ururinnaa oo keliya waxa aan u baahanahay, marnaba ma iibinno xogtaada, waxaadna tirtiri kartaa akoonkaaga wakhti kasta.',
        },
        {
          heading: 'Bulsho wada jirta',
          text: 'Dejintu waxay ugu fiican tahay marka deriska, loo-shaqeeyayaasha, magaalooyinka iyo dadka cusubi ay garab-garab u wada shaqeeyaan.',
        },
        {
          heading: 'Qof kasta wuu isticmaali karaa',
          text: 'Harbour waa inuu ku shaqeeyaa taleefan kasta, akhristaha shaashadda (screen reader), internet gaabis ah, iyo dadka ku cusub tignoolajiyada.',
        },
      ],
    },
    'our-services': {
      title: 'Adeegyadayada',
      intro:
        'Harbour wuxuu meel keliya isugu keenaa macluumaadka iyo dadka aad u baahan tahay sannadahaaga ugu horreeya ee Gobollada Atlantigga ee Kanada.',
      sections: [
        {
          heading: 'Buugga adeegyada deegaanka',
          text: 'Hel ganacsiyo, rugo caafimaad, kooxo bulsho iyo xafiisyo dawladeed oo kuu dhow.',
        },
        {
          heading: 'Warar iyo ogeysiisyo',
          text: 'Cimilada, munaasabadaha iyo ogeysiisyada muhiimka ah ee magaaladaada, oo ku qoran luqaddaada.',
        },
        {
          heading: 'Aaladaha',
          text: 'Dhig xayeysiis, ku sheekayso turjumaad, hel taageero caafimaad iyo nolol wanaag, oo dalbo turjumaad.',
        },
        {
          heading: 'Bulshada',
          text: 'Tabaruc, la kulan dad dhaqankaaga ka yimid, kana qayb gal munaasabadaha deegaanka.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Shuruudaha iyo arrimaha khaaska ah',
      intro:
        'Xeerarka waxaan ka dhignaa kuwo gaaban oo cad. Fadlan akhri dukumentiyada oo dhammaystiran si aad u ogaato faahfaahin kasta.',
      sections: [
        {
          heading: 'Shuruudaha iyo xaaladaha',
          text: 'Xeerarka isticmaalka Harbour, ee booqdayaasha, xubnaha iyo ganacsiyada.',
        },
        {
          heading: 'Siyaasadda arrimaha khaaska ah',
          text: 'Waxa aan ururinno, sababta, muddada aan hayno, iyo sida aad nooga codsan karto inaan tirtirno.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Talooyinka maalinta',
      intro:
        'Talo yar oo waxtar leh xilli kasta oo ka mid ah sannadkaaga ugu horreeya ee Gobollada Atlantigga ee Kanada.',
      sections: [],
    },
    'school-food': {
      title: 'Barnaamijyada cuntada dugsiga',
      intro:
        'Gobol kasta oo ka mid ah Gobollada Atlantigga ee Kanada wuxuu carruurta ka caawiyaa inay dugsiga ku cunaan cunto wanaagsan. Halkan waxaad ka akhrinaysaa sida barnaamijyadu u shaqeeyaan iyo sida qoyskaagu uga qayb geli karo. Khidmadaha iyo faahfaahintu waxay isbeddelaan sannad dugsiyeed kasta, markaa had iyo jeer la hubi dugsiga ilmahaaga.',
      sections: [
        {
          heading: 'Jasiiradda Prince Edward: PEI School Food Programme',
          text: 'Dhammaan dugsiyada dawladda ee jasiiradda waxay qado kulul ku bixiyaan PEI School Food Programme. Qoysasku waxay bixiyaan inta ay awoodaan, ilaa qadar lagu taliyay oo cunto kasta ah, ilmana dib looma celiyo. Waxaad internetka ku dalban kartaa oo ku bixin kartaa lacagta adigoo isticmaalaya bogga qadada dugsiga, ama warqad ku samayn kartaa xafiiska dugsiga. Cuntada waxaa lagu sameeyaa waxyaabo deegaanka laga helo, waxaana la dalban karaa cunto aan hilib lahayn; dugsiga u sheeg xasaasiyadda iyo baahiyaha cuntada ee diinta la xiriira.',
        },
        {
          heading: 'Nova Scotia: quraacda iyo qadada dugsiga',
          text: 'Dugsiyada badankood ee Nova Scotia waxay leeyihiin barnaamij quraac bilaash ah oo u furan arday kasta, oo ay taageeraan gobolka iyo la-hawlgalayaal deegaanka. Nova Scotia waxay sidoo kale si tartiib ah u bilaabaysaa barnaamij qado dugsiyeed oo loogu talagalay dhammaan ardayda, laga bilaabo dugsiyada hoose, kaas oo aad ku bixinayso inta aad awooddo. Xafiiska dugsigaaga ama xarunta gobolka ee waxbarashada weydii cuntooyinka la bixinayo sannadkan.',
        },
        {
          heading: 'New Brunswick: cuntada iyo nafaqada dugsiga',
          text: 'Dugsiyada New Brunswick waxay raacaan siyaasadda gobolka ee cuntada caafimaadka leh, dugsiyo badanna waxay bixiyaan barnaamijyo quraac iyo qado raqiis ah iyagoo la kaashanaya la-hawlgalayaasha bulshada iyo hindisayaasha cuntada dugsiga ee gobolka. Degmooyinka dugsiyada ee Ingiriisiga iyo kuwa Faransiiska ku shaqeeya mid kastaa wuxuu abaabulaa barnaamijyadiisa, markaa dugsigaaga weydii sida loo diiwaangasho.',
        },
        {
          heading: 'Newfoundland iyo Labrador: School Lunch Association iyo Kids Eat Smart',
          text: 'Aagga St. John’s, School Lunch Association waxay bixisaa qado kulul oo aad ku bixinayso inta aad awooddo, si ilmo kastaa wax u cuno. Gobolka oo dhan, Kids Eat Smart Foundation waxay dugsiyada badankood ka waddaa naadiyo quraac bilaash ah, oo u furan dhammaan ardayda, su’aal la’aan.',
        },
        {
          heading: 'Talooyin loogu talagalay qoysaska',
          text: 'Uma baahnid inaad muujiso waraaqaha dakhligaaga si aad uga qayb gasho barnaamijyada quraacda. Haddii ay kugu adag tahay bixinta lacagta qadada, si gaar ah ula hadal maamulaha dugsiga ama la-taliyaha dugsiga: caawimaad waa la heli karaa, waana qarsoodi. Maalin kasta ilmaha sii dhalo biyo ah oo magac ku qoran yahay, dugsigana qoraal ahaan ugu sheeg xasaasiyadda.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Agaasimaha Guud',
      short:
        'Waxay Beyrut uga timid Charlottetown 2012, tan iyo markaasna waxay la shaqaynaysay qoysaska cusub.',
      profile: {
        title: 'Dhisidda soo dhaweyn waarta',
        description:
          'Leila waxay Jasiiradda Prince Edward timid iyadoo wadata laba shandadood iyo shahaado aan weli cidna aqoonsan. Jiilaalkeedii ugu horreeyay waxay ku qaadatay barashada waddooyinka baska, foomamka dugsiga iyo macnaha “a skiff of snow” (baraf yar oo khafiif ah). Maanta waxay hoggaamisaa Harbour, waxayna hubisaa in go’aan kastaa ku bilaabmo hal su’aal: tani ma ka caawin doontaa qof inuu si dhakhso ah u dareemo inuu gurigiisa joogo?',
      },
    },
    1: {
      position: 'Agaasimaha La-hawlgalka',
      short:
        'Wuxuu Harbour ku xiraa magaalooyinka, loo-shaqeeyayaasha iyo kooxaha bulshada ee afarta gobol ee Atlantigga.',
      profile: {
        title: 'La-hawlgalayaashu waa kuwa isbeddelka keena',
        description:
          'Daniel wuxuu ku koray Cape Breton, wuxuuna shan iyo toban sano ka shaqeeyay dawladda hoose. Wuxuu ogyahay in dadka cusubi ay sida ugu fiican u degaan marka maktabadaha, rugaha caafimaadka, loo-shaqeeyayaasha iyo deriskuba ay dhammaan hal jiho u wada socdaan, maalmihiisana wuxuu ku qaataa samaynta xiriiradaas.',
      },
    },
    2: {
      position: 'Hoggaamiyaha Barnaamijyada Bulshada',
      short:
        'Waxay maamushaa xaruntayada tabarucaadda iyo munaasabadaha soo dhaweynta ee bil kasta lagu qabto Halifax iyo Charlottetown.',
      profile: {
        title: 'Munaasabad kastaa waa saaxiibtinimo cusub',
        description:
          'Ana Sofia waxay Bogotá uga soo guurtay Halifax iyadoo arday caalami ah. Waxay xasuusataa inta ay u ahayd hal casuumad oo keliya oo cunto-wadaag ah (potluck), oo qof kastaa cunto keeno. Hadda waxay abaabushaa munaasabadaha soo dhaweynta, kooxaha wadahadalka iyo tababarka mutadawiciinta, si aan qofna bilihiisa ugu horreeya keligiis u qaadan.',
      },
    },
    3: {
      position: 'Horumariyaha Sare',
      short:
        'Wuxuu dhisaa madasha Harbour, wuxuuna hubiyaa inay si fiican ugu shaqayso taleefan kasta iyo luqad kasta.',
      profile: {
        title: 'Tignoolajiyad qof kasta ka mid ka dhigta',
        description:
          'Oleksandr wuxuu Kharkiv uga yimid Moncton 2022. Wuxuu Harbour u dhisaa si uu si dhakhso ah ugu furmo taleefan duug ah, si sax ah loogu akhriyo Carabi iyo Faarisi, oo uu ula shaqeeyo akhristaha shaashadda. Haddii qayb ka mid ah ay adag tahay isticmaalkeedu, wuxuu u arkaa cillad (bug).',
      },
    },
    4: {
      position: 'Isku-duwaha Adeegyada Luqadda',
      short:
        'Waxay isku-duwdaa turjumaannadayada qoraalka iyo kuwa afka ee Faarisiga, Dariga, Carabiga iyo luqado kale.',
      profile: {
        title: 'Luqaddaadu halkan waa lagu soo dhaweynayaa',
        description:
          'Fatima waxay ku hadashaa Faarisi, Dari, Ingiriisi iyo Faransiis. Waxay isku-duwdaa shabakad turjumaanno ah oo mutadawiciin iyo xirfadlayaal isugu jira, si macluumaadka muhiimka ahi ay dadka ugu gaaraan luqadda ay ku fekeraan, waxayna si taxaddar leh u hubisaa turjumaad kasta oo madasha ku jirta.',
      },
    },
    5: {
      position: 'Maareeyaha La-hawlgalka Shaqada',
      short:
        'Wuxuu la shaqeeyaa loo-shaqeeyayaasha si uu dadka cusub ugu furo albaabada shaqooyin wanaagsan.',
      profile: {
        title: 'Shaqada ugu horreysa ilaa xirfad dhab ah',
        description:
          'Samuel waa injineer ka yimid Lagos, noloshiisa Kanadana wuxuu ku bilaabay inuu alaabta saaro armaajooyinka dukaanka. Hadda wuxuu loo-shaqeeyayaasha ka caawiyaa inay fahmaan shahaadooyinka dibadda, wuxuuna shaqo-doonka ka caawiyaa diyaarinta CV-ga, wareysiyada shaqada iyo tallaabooyinka ruqsadda xirfadda, si aan hibada dadka loo khasaarin.',
      },
    },
    6: {
      position: 'La-taliyaha Adeegyada Faransiis-ku-hadlayaasha',
      short: 'Waxay dadka cusub ee Faransiiska ku hadla ku xirtaa bulshooyinka iyo adeegyada Acadian-ka.',
      profile: {
        title: 'Bienvenue en Acadie – Ku soo dhawoow Acadie',
        description:
          'Marie-Claude waxay ku dhalatay Évangéline, Jasiiradda Prince Edward, labaatan sanana waxay ka shaqaynaysay ururada bulshada Acadian-ka. Waxay dadka cusub ee Faransiiska ku hadla u hagtaa dugsiyo, adeegyo caafimaad iyo kooxo dhaqan oo ay noloshooda maalinlaha ah ugu noolaan karaan Faransiis.',
      },
    },
    7: {
      position: 'La-taliyaha Caafimaadka iyo Nolol Wanaagga',
      short:
        'Waxay dadka cusub ka caawisaa inay helaan dhakhaatiir, rugo caafimaad, taageerada caafimaadka maskaxda iyo caymis caafimaad.',
      profile: {
        title: 'Daryeelka caafimaadka, tallaabo tallaabo',
        description:
          'Priya waa kalkaaliso caafimaad oo wax ku baratay Chennai. Waxay sharraxdaa sida kaararka caafimaadka gobolku u shaqeeyaan, sida loogu biiro liiska bukaannada sugaya, goorta la aado rug caafimaad oo aan ballan loo baahnayn, iyo halka laga helo taageerada caafimaadka maskaxda, si qoysasku ay kalsooni ugu daryeelaan caafimaadkooda.',
      },
    },
    8: {
      position: 'Maareeyaha Maaliyadda iyo Hawlgallada',
      short: 'Wuxuu si habsami leh u maamulaa miisaaniyadahayaga, deeqaha iyo xafiisyadayada.',
    },
    9: {
      position: 'Shaqaalaha Dejinta, Halifax',
      short: 'Waxay qoysaska ka caawisaa helidda guri, diiwaangelinta dugsiga iyo ballamaha ugu horreeya.',
    },
    10: {
      position: 'Shaqaalaha Dejinta, Charlottetown',
      short: 'Wuxuu taageeraa qoysaska cusub sannadkooda ugu horreeya ee jasiiradda.',
    },
    11: {
      position: 'Isku-duwaha Mutadawiciinta',
      short:
        'Waxay mutadawiciinta isku aaddisaa dadka cusub si ay ugu wada sheekaystaan, meelaha ugu geeyaan, una saaxiibaan.',
    },
    12: {
      position: 'Sarkaalka Xiriirka Ganacsiga',
      short:
        'Wuxuu ganacsiyada deegaanka ka caawiyaa inay adeegyadooda iyo dalabyadooda ku soo bandhigaan Harbour.',
    },
    13: {
      position: 'Fududeeyaha Barnaamijyada Dhallinyarada',
      short: 'Waxay maamushaa naadiyada casharrada guriga iyo galabaha ciyaaraha ee dhallinyarada cusub.',
    },
    14: {
      position: 'Tifaftiraha Qoraalka',
      short: 'Qoraaga iyo tifaftiraha hagayaasha iyo talooyinka aad ku akhrido Harbour.',
    },
    15: {
      position: 'Sarkaalka Isgaarsiinta',
      short: 'Waxay wararka Harbour la wadaagtaa la-hawlgalayaasha, warbaahinta iyo bulshada.',
    },
    16: {
      position: 'Naqshadeeye',
      short: 'Wuxuu Harbour u naqshadeeyaa si uu u noqdo mid cad, deggan oo fudud in la isticmaalo.',
    },
    17: {
      position: 'Shaqaalaha Gaarsiinta Bulshada, St. John’s',
      short: 'Waxay Harbour u gaarsiisaa dadka cusub ee Newfoundland iyo Labrador oo dhan.',
    },
  },
  tips: [
    [
      [
        'Xiro dhar lakab-lakab ah',
        'Xiro lakab hoose oo diiran, funaanad iyo jaakad dabaysha celisa. Lakabyadu way kaa diirimaad badan yihiin hal jaakad oo qaro weyn, si fududna waa loo siibi karaa marka aad gudaha gasho.',
      ],
      [
        'Ilaali gacmahaaga iyo dhegahaaga',
        'Dhaawaca qabowga (frostbite) wuxuu dhici karaa daqiiqado gudahood maalmaha aadka u qabow ee dabaysha leh. Xiro koofiyad dhegaha dabosha iyo galoofis mitten ah (aan faraha kala lahayn), kuwaas oo ka diiran galoofisyada caadiga ah.',
      ],
      [
        'Eeg qabowga dabaysha',
        'Warbixinta cimiladu waxay sheegtaa heerkul “sida la dareemayo”. Isticmaal heerkulkaas, ee ha isticmaalin heerkulka hawada, si aad u go’aansato waxa aad xiranayso.',
      ],
      [
        'Baabuurka ku hay qalab jiilaal',
        'Baabuurka ku wad buste, majarafad, xoqe baraf, tooshka, cunto fudud iyo biyo, haddii aad barafka ku xayirantid.',
      ],
      [
        'Barafka ka nadiifi jaranjarooyinkaaga',
        'Magaalooyin badan ayaa kaa codsada inaad nadiifiso waddada lugta ee guriga hortiisa ah. Jaranjarooyinka barafku ku adkaaday ku shub cusbo ama ciid si aan qofna u siibtin oo u dhicin.',
      ],
      [
        'Gudbi canshuurtaada, xitaa haddii aadan dakhli lahayn',
        'Haddii aad sannadkaaga ugu horreeya gudbiso warbixinta canshuurta, waxaad heli kartaa GST/HST credit iyo Canada Child Benefit.',
      ],
    ],
    [
      [
        'Fiitamiin D jiilaalka',
        'Jiilaalka maalmuhu way gaaban yihiin. Weydii farmashiistaha ama dhakhtarkaaga haddii kaabis fiitamiin D ah uu ku habboon yahay adiga iyo carruurtaada.',
      ],
      [
        'Maalmaha duufaanka iyo xiritaanka dugsiyada',
        'Dugsiyadu way xirmaan maalmaha duufaanka. Subaxda hore eeg website-ka degmada dugsigaaga ama dhegeyso raadiyaha deegaanka.',
      ],
      [
        'Taayirrada jiilaalku nafo ayay badbaadiyaan',
        'Taayirrada jiilaalku si aad u wanaagsan ayay u qabsadaan barafka iyo jidadka barafku ku adkaaday. Garaashyo badan ayaa kuu kaydin kara taayirradaada xagaaga.',
      ],
      [
        'Isku day ciyaar jiilaal',
        'Ku siibashada barafka (skating), ka soo siibashada buuraha barafka iyo ku socodka kabaha barafka (snowshoes) waa raqiis ama bilaash. Xarumo bulsho oo badan ayaa amaahiya kabaha skating-ka iyo snowshoes.',
      ],
      [
        'Maalinta Dhaxalka (Heritage Day)',
        'Gobollada Atlantigga badankood waxay fasax leeyihiin bisha Febraayo. Hubi in goobta shaqadaada iyo dugsiga carruurtaadu ay xiran yihiin.',
      ],
      [
        'Gurigaaga ka dhig mid diiran oo ammaan ah',
        'Weligaa gurigaaga ha ku kululayn foorno ama dab-dubis (barbecue). Bil kasta tijaabi qalabka digniinta qiiqa iyo gaaska carbon monoxide.',
      ],
    ],
    [
      [
        'Iska ilaali godadka waddada',
        'Bisha Maarso barafka dhalaalaya wuxuu waddooyinka ku sameeyaa godad qoto dheer. Si tartiib ah u wad baabuurka, una sheeg magaaladaada godadka khatarta ah.',
      ],
      [
        'Wakhtiga xagaaga (daylight saving time)',
        'Axadda labaad ee Maarso saacadaha hal saac ayaa loo hormariyaa. Beddel saacadahaaga ka hor intaadan seexan.',
      ],
      [
        'Goor hore codso xeryaha xagaaga',
        'Xeryaha xagaaga (summer camps) waxay ku buuxsamaan gu’ga. Qaar badan ayaa khidmad dhimis ah siiya qoysaska u baahan; kaliya weydii.',
      ],
      [
        'Cusboonaysii dukumentiyadaada',
        'Eeg taariikhda ay dhacayaan ogolaanshahaaga (permits), kaarka caafimaadka iyo ruqsadda wadista, oo cusboonaysii ka hor intaysan dhicin.',
      ],
      [
        'Nadiifinta gu’ga, sida Kanada',
        'Magaalooyinka badankood waxay gu’ga leeyihiin maalmo lagu qaado alaabta waaweyn. Eeg jadwalka magaaladaada ka hor intaadan alaabta guriga dhigin cidhifka waddada.',
      ],
      [
        'La kulan deriskaaga',
        'Hal “salaan” oo fudud ayaa wax badan tarta. Deriska inta badan waxay ku faraxsan yihiin inay kuu sharxaan caadooyinka deegaanka, maalmaha qashinka la qaado iyo meelaha wanaagsan ee wax laga iibsado.',
      ],
    ],
    [
      [
        'Waqtiga ugu dambeeya ee canshuurta: 30 Abriil',
        'Dadka badankood waa inay warbixinta canshuurta dakhliga gudbiyaan ugu dambayn 30 Abriil. Rugaha canshuurta ee bilaashka ahi waxay dadka cusub ka caawiyaan warbixinnada fudud.',
      ],
      [
        'Dharka roobku waa lagama maarmaan',
        'Abriil waxay keentaa roob iyo dhoobo. Jaakad roob iyo kabo aan biyuhu dhex gelin ayaa kaa dhigaya mid raaxo leh marka aad u socoto dugsiga iyo shaqada.',
      ],
      [
        'Kaarka maktabaddu waa bilaash',
        'Maktabadaha dadweynuhu waxay amaahiyaan buugaag, filimaan iyo xitaa baasaska matxafyada, qaar badanna waxay leeyihiin kooxo wadahadal Ingiriisi iyo Faransiis ah oo bilaash ah.',
      ],
      [
        'Ilmaha ku diiwaangeli kindergarten',
        'Carruurta shan jir noqonaysa dhammaadka sannadka waxay bilaabi karaan kindergarten (fasalka barbaarinta). Diiwaangelintu inta badan waxay dhacdaa gu’ga.',
      ],
      [
        'Ogow xuquuqdaada kiraystaha ahaan',
        'Gobol kastaa wuxuu leeyahay xafiis kirada oo sharraxa kordhinta kirada, lacagta dammaanadda (deposit) iyo dayactirka. Weydii ka hor intaadan saxiixin heshiiska kirada.',
      ],
      [
        'Tabaruc si aad khibrad u hesho',
        'Tabarucaaddu waa hab wanaagsan oo aad ugu celceliso Ingiriisiga ama Faransiiska, aad dad kula kulanto, oo aad ku hesho tixraacyo (references) Kanadiyaan ah.',
      ],
    ],
    [
      [
        'Beer samayso',
        'Beeraha bulshadu waxay xilliga kireeyaan dhul yar-yar. Magaaladaada ama bangiga cuntada ee deegaanka weydii dhul kuu dhow.',
      ],
      [
        'Maalinta Victoria',
        'Isniinta ka horreysa 25 Maajo waa fasax inta badan Kanada. Qoysas badan ayaa fasaxa dheer ee dhammaadka toddobaadka ku bilaaba beerashada.',
      ],
      [
        'Iska ilaali shilinta (ticks)',
        'Shilintu waxay firfircoonaadaan gu’ga. Kadib socodka cawska dheer ama kaymaha, iska baar naftaada, carruurtaada iyo xayawaankaaga guriga.',
      ],
      [
        'Badbaadada baaskiilka',
        'Koofiyadda madaxa (helmet) waa waajib dadka baaskiilka wada ee Gobollada Atlantigga ee Kanada. Habeenkii isticmaal nalal, una wad isla jihada uu gaadiidka kaleba u socdo.',
      ],
      [
        'Hel dhakhtarka qoyska',
        'Sida ugu dhakhsaha badan magacaaga ku dar liiska bukaannada ee gobolkaaga. Liisaska sugitaanku way dhaqaaqaan, markaa macluumaadkaaga xiriirka ka dhig mid cusub.',
      ],
      [
        'Caafimaadka maskaxdu waa muhiim',
        'U guurista waddan cusub way adag tahay. Khadad caawimaad oo bilaash ah oo qarsoodi ah ayaa furan habeen iyo maalin, luqado badan.',
      ],
    ],
    [
      [
        'Ka ilaalinta qorraxda',
        'Qorraxda xagaagu way xoog badan tahay, xitaa maalmaha qabow. Isticmaal kareemka qorraxda, koofiyad iyo muraayadaha qorraxda, gaar ahaan carruurta.',
      ],
      [
        'Maalinta Qaranka ee Dadka Asaliga ah',
        '21 Juun waxaa lagu dabaaldegaa dadka First Nations, Inuit iyo Métis. Bulshooyin badan ayaa qabta munaasabado u furan qof kasta.',
      ],
      [
        'Wax ka baro dadka Mi’kmaq',
        'Inta badan Gobollada Atlantigga ee Kanada waxay ku yaalaan dhulka dadka Mi’kmaq, oo aan weligood cidna u wareejin. Xarumaha dhaqanka ee deegaanku waxay soo dhaweeyaan booqdayaasha.',
      ],
      [
        'Dhammaadka sannad dugsiyeedka',
        'Dugsiyadu waxay xirmaan dhammaadka Juun. Dugsigaaga weydii barnaamijyada akhriska xagaaga iyo xeryaha maalinlaha ah ee bilaashka ah.',
      ],
      [
        'Badbaadada xeebta',
        'Qulqulka badda ayaa xoog badnaan kara. Ku dabaal xeebaha la ilaaliyo, oo had iyo jeer il ku hay carruurta marka ay biyaha u dhow yihiin.',
      ],
      [
        'Maalinta Saint-Jean-Baptiste',
        '24 Juun waa dabaaldeg u ah bulshooyinka Faransiiska ku hadla ee Kanada oo dhan. Kooxaha Acadian-ka iyo Faransiis-ku-hadlayaashu waxay soo dhaweeyaan dadka cusub.',
      ],
    ],
    [
      [
        'Maalinta Kanada',
        '1 Luulyo waa dhalashada Kanada. Magaalooyinku waxay qabtaan bandhigyo muusig oo bilaash ah, dhoolatusyo iyo rashaash dab (fireworks). Waa maalin wanaagsan oo dad lagula kulmo.',
      ],
      [
        'Iska qabooji kulaylka daran',
        'Biyo cab marar badan, hoos joog, oo hubi xaaladda deriskaaga da’da ah. Maktabadaha iyo suuqyada waaweyn (malls) waa meelo qabow oo wanaagsan.',
      ],
      [
        'Booqo beeraha nasashada',
        'Beeraha nasashada ee qaranka iyo gobolka waxay leeyihiin xeebo iyo waddooyin lugeed. Baaska Parks Canada wuxuu bilaash u noqon karaa muwaadiniinta cusub sannadkooda ugu horreeya.',
      ],
      [
        'Suuqyada beeralayda',
        'Suuqyada deegaanku waxay iibiyaan miro, khudaar iyo kalluun cusub. Qaar badan waxay aqbalaan kaarka, qaarna waxay kuubanno siiyaan qoysaska dakhligoodu yar yahay.',
      ],
      [
        'Shaqooyinka xagaaga ee dhallinyarada',
        'Ardayda da’doodu u dhaxayso 15 ilaa 30 waxay shaqooyin xagaa ka heli karaan barnaamijyada dawladda. Weydii xarunta shaqada ee deegaankaaga.',
      ],
      [
        'Cuntada ammaan ku hay',
        'Marka ay kulayl tahay, cuntada ku hay qaboojiyaha ama sanduuq qabow, hana uga tagin cuntada dalxiiska (picnic) qorraxda in ka badan hal saac.',
      ],
    ],
    [
      [
        'Iibsiga alaabta dugsiga',
        'Dugsiyadu waxay soo diraan liiska alaabta loo baahan yahay. Kooxo bulsho oo badan ayaa bilaash u siiya boorsooyin iyo qalab dugsi qoysaska u baahan.',
      ],
      [
        'Natal Day iyo fasaxyada bulshada',
        'Horraanta Agoosto waxaa jira fasax bulsho oo dhowr gobol ah. Hubi in dukaamada iyo xafiisyadu furan yihiin.',
      ],
      [
        'Adigu gooso miraha berry-ga',
        'Xilliga blueberry-gu waa Agoosto. Beeraha “u-pick” waxay kuu oggolaadaan inaad adigu goosato miraha qiimo jaban.',
      ],
      [
        'Xilliga duufaannada (hurricane)',
        'Duufaanno ayaa gaari kara Gobollada Atlantigga ee Kanada laga bilaabo Agoosto ilaa Nofembar. Hay biyo, cunto, baytariyo iyo daawo ku filan 72 saacadood.',
      ],
      [
        'Tallaalada dugsiga',
        'Dugsiyadu waxay ku weydiin karaan diiwaanka tallaalka ilmahaaga. Xafiisyada caafimaadka dadweynaha waxay bilaash ku bixiyaan tallaalada caadiga ah.',
      ],
      [
        'Qorshee socdaalkaaga maalinlaha ah',
        'Isku day waddada baska ee dugsiga ama shaqada ka hor maalinta ugu horreysa, si subaxda ugu horreysa ay u noqoto mid deggan.',
      ],
    ],
    [
      [
        'Maalinta Shaqaalaha (Labour Day)',
        'Isniinta ugu horreysa ee Sebtembar waa Maalinta Shaqaalaha, fasaxa dheer ee ugu dambeeya xagaaga ka hor inta aan dugsigu furmin.',
      ],
      [
        'La kulan macallinka',
        'Sebtembar dugsiyadu waxay qabtaan maalmo albaabadu u furan yihiin waalidiinta (open house). Waxaad keeni kartaa turjumaan ama waxaad dugsiga ka codsan kartaa inuu mid kuu diyaariyo.',
      ],
      [
        'Maalinta Shaadhka Oranjiga ah',
        '30 Sebtembar waa Maalinta Qaranka ee Runta iyo Dib-u-heshiisiinta. Xirashada midabka oranjiga waxay sharaf u tahay dadkii ka badbaaday dugsiyadii hoyga (residential schools).',
      ],
      [
        'Isku diiwaangeli hawlaha',
        'Barnaamijyada ciyaaraha iyo muusigga waxaa la isku diiwaangeliyaa Sebtembar. Qaar badan waxay bixiyaan caawimaad lacageed, markaa weydii ka hor intaadan go’aan gaarin.',
      ],
      [
        'Xilliga tufaaxa',
        'Beeraha tufaaxa ee Annapolis Valley iyo meelo kale ayaa u furma goosashada tufaaxa. Waa dalxiis qoys oo xiiso leh.',
      ],
      [
        'Cusboonaysii cinwaankaaga',
        'Haddii aad guurtay, cinwaankaaga ku cusboonaysii Canada Revenue Agency (hay’adda canshuurta Kanada), bangigaaga iyo xafiiska kaarka caafimaadkaaga.',
      ],
    ],
    [
      [
        'Maalinta Mahadnaqa (Thanksgiving)',
        'Maalinta Mahadnaqa ee Kanada waa Isniinta labaad ee Oktoobar. Qoysasku waxay wadaagaan cunto, waxayna ku mahadceliyaan dalagga la goostay.',
      ],
      [
        'Qaado tallaalka hargabka',
        'Dayrta, tallaalka hargabku waa bilaash farmashiyeyaasha iyo rugaha caafimaadka. Wuxuu ilaaliyaa adiga iyo dadka kugu xeeran.',
      ],
      [
        'Dhaqamada Halloween',
        '31 Oktoobar, carruurtu waxay xirtaan dhar ciyaareed (costume), waxayna garaacaan albaabada si loo siiyo nacnac. Guryaha nalalkoodu shidan yihiin way ku faraxsan yihiin inay ka qayb qaataan.',
      ],
      [
        'Gurigaaga u diyaari jiilaalka',
        'Daaqadaha iyo albaabada ka baar meelaha hawo qabowi ka soo gasho. Gobollo badan ayaa kiraystayaasha iyo milkiilayaasha u bixiya barnaamijyo bilaash ah oo tamarta lagu keydiyo.',
      ],
      [
        'U beddel taayirrada jiilaalka',
        'Dayrta goor hore ballanso beddelka taayirrada, ka hor barafka ugu horreeya; garaashyadu aad bay u mashquulaan.',
      ],
      [
        'Toddobaadka Ganacsiyada Yaryar',
        'Kooxaha ganacsiga deegaanku waxay Oktoobar qabtaan aqoon-is-weydaarsiyo bilaash ah. Waa bilow wanaagsan haddii aad rabto inaad ganacsi furato.',
      ],
    ],
    [
      [
        'Maalinta Xusuusta (Remembrance Day)',
        '11 Nofembar, dadka Kanadiyaanka ahi waxay xirtaan ubax poppy ah oo casaan ah, waxayna aamusaan laba daqiiqo saacadda 11-ka subaxnimo si ay u sharfaan askartii hore.',
      ],
      [
        'Wakhtiga xagaagu wuu dhammaadaa',
        'Axadda ugu horreysa ee Nofembar saacadaha hal saac ayaa dib loo celiyaa. Mugdigu goor hore ayuu dhacaa, markaa xiro midabyo iftiimaya marka aad lugaynayso.',
      ],
      [
        'Caawimaadda dharka jiilaalka',
        'Kooxaha bulshada iyo kaniisadaha waxay u ururiyaan dadka cusub jaakado iyo kabo jiilaal. Weydii shaqaalaha dejintaada halka aad aadayso.',
      ],
      [
        'Niyadda xilliga',
        'Maalmaha gaagaaban waxay dadka ka dhigi karaan kuwo niyad-jaban. Dibadda u bax marka iftiinka maalintu jiro, firfircoonow, oo qof la hadal haddii aad niyad-jabsan tahay.',
      ],
      [
        'Caawimaadda kululaynta',
        'Gobolladu waxay qoysaska dakhligoodu yar yahay ka caawiyaan kharashka kululaynta guriga. Codso horraanta xilliga.',
      ],
      [
        'Si ammaan ah baraf ugu wad',
        'Si tartiib ah u wad, kordhi masaafada u dhexaysa adiga iyo gaariga kaa horreeya, oo ka hor intaadan wadin baabuurkaaga ka nadiifi baraf kasta, oo ay ku jirto saqafka.',
      ],
    ],
    [
      [
        'Xilliga ciidaha',
        'Diseembar waxaa jira dabaaldegyo badan. Waxaad xor u tahay inaad dhaqamadaada la wadaagto deriskaaga iyo dadka aad wada shaqaysaan.',
      ],
      [
        'Bixinta iyo helidda caawimaad',
        'Bangiyada cuntada iyo ololayaasha ururinta alaabta carruurtu ku ciyaarto waxay Diseembar caawiyaan qoysaska. Ceeb ma aha in la weydiisto: qof kastaa mar uun wuu u baahdaa caawimaad.',
      ],
      [
        'Boxing Day',
        '26 Diseembar waa fasax, dukaamaduna waxay leeyihiin qiimo-dhimis weyn. Isbarbardhig qiimaha oo la soco miisaaniyaddaada.',
      ],
      [
        'Xeerarka nadiifinta barafka',
        'Magaalooyin badan ayaa jiilaalka mamnuuca in baabuurta habeenkii la dhigto waddooyinka, si mashiinnada barafku u nadiifiyaan jidadka. Hubi xeerarka magaaladaada.',
      ],
      [
        'Xiriir la joog dadka',
        'Fasaxyadu waxay keeni karaan kalinimo marka aad qoyskaaga ka fog tahay. Xarumaha bulshada iyo kooxaha diinta waxay fasaxyada bixiyaan cuntooyin bilaash ah.',
      ],
      [
        'Qorshee sannadka cusub',
        'Sannadka soo socda u deji hal hadaf oo yar: koorso luqadeed, saaxiib cusub, shahaado. Tallaabooyinka yaryari way isku darsamaan oo wax weyn noqdaan.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Toddobaadka soo dhaweynta dadka cusub',
      content:
        'Kulamo macluumaad oo bilaash ah, casho bulsho iyo socdaal magaalada lagu dhex maro, fiid kasta toddobaadka soo socda.',
      message: 'Qof kasta waa lagu soo dhaweynayaa. Keen qoyskaaga!',
    },
    'flu-clinics': {
      title: 'Tallaalka hargabka oo bilaash ah',
      content:
        'Farmashiyeyaasha iyo rugaha caafimaadka dadweynuhu waxay tallaalka hargabka bilaash u siiyaan qof kasta, ha haysto kaarka caafimaadka ama yuusan haysan.',
      message: 'Weydii farmashiistahaaga.',
    },
    'tax-clinics': {
      title: 'Rugaha canshuurta ee bilaashka ah',
      content:
        'Mutadawiciin ayaa dadka cusub bilaash uga caawiya gudbinta warbixinnada canshuurta ee fudud, si aad u hesho gargaarradaada.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Waxay taageertaa dejinta dadka cusub iyo madasha Harbour ee jasiiradda.',
    'town-of-cornwall':
      'Waxay dadka cusub ee magaalada deggan ku soo dhaweysaa adeegyo deegaan iyo munaasabado bulsho.',
    'town-of-stratford':
      'Waxay Harbour la kaashanaysaa sidii qoysaska cusub looga caawin lahaa inay ku degaan Stratford.',
    irsa: 'Adeegyo dejin, luqad iyo shaqo oo loogu talagalay dadka cusub.',
    upei: 'La-hawlgale cilmi-baaris iyo hoyga arday caalami ah oo badan.',
    'medavie-blue-cross':
      'Waxay taageertaa bogagga caafimaadka iyo nolol wanaagga ee dadka cusub ka caawiya inay helaan daryeel.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Qurxin',
        description: 'Goobaha timaha lagu qurxiyo, timo-jarayaal iyo daryeelka maqaarka oo gurigaaga u dhow.',
      },
      physical_health: {
        name: 'Caafimaadka Jirka',
        description:
          'Xarumaha jimicsiga, daaweynta jirka (physiotherapy) iyo habab fudud oo aad ku firfircoonaato.',
      },
      family_health: {
        name: 'Caafimaadka Qoyska',
        description: 'Xarumaha kheyraadka qoyska iyo taageerada waalidiinta, ilmaha yaryar iyo carruurta.',
      },
      hospitals_clinics: {
        name: 'Isbitaallo iyo Rugo Caafimaad',
        description:
          'Rugo caafimaad oo aan ballan loo baahnayn, xarumaha caafimaadka bulshada iyo isbitaallada.',
      },
      mental_health: {
        name: 'Caafimaadka Maskaxda',
        description: 'La-talin, taageero ka timaadda dad xaaladdaada soo maray, iyo qof aad la hadasho.',
      },
      dental_care: {
        name: 'Daryeelka Ilkaha',
        description: 'Dhakhaatiirta ilkaha iyo rugaha ilkaha, iyo caawimaad aad ku fahanto kharashka.',
      },
      pharmacies: {
        name: 'Farmashiyeyaal',
        description: 'Daawooyinka dhakhtarku qoro, tallaalo iyo talo caafimaad oo naxariis leh.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Rug caafimaad oo aan ballan loo baahnayn oo loogu talagalay dhibaatooyinka caafimaad ee maalinlaha ah: duray iyo hargab, dhaawacyo yaryar, caabuq, cusboonaysiinta warqadda daawada iyo u gudbinta dhakhtar takhasus leh. Uma baahnid dhakhtar qoys.',
        workingHours: 'Isniin–Jimco 8:00 subaxnimo–8:00 fiidnimo; Sabti–Axad 10:00 subaxnimo–4:00 galabnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Bilaash haddii aad haysato kaarka caafimaadka ee gobolka. Booqdayaasha aan caymis lahayn waxay bixiyaan khidmad booqasho.',
        howToAccess:
          'Si toos ah u soo gal ama taleefan ku ballanso meel isla maalintaas ah. Goor hore imow: meelaha way buuxsamaan badhtamaha galabta.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired:
          'Kaarka caafimaadka ee gobolka. Haddii aadan weli haysan, keen aqoonsi sawir leh iyo waraaqahaaga socdaalka (immigration).',
      },
      chc: {
        description:
          'Xarun caafimaad bulsho oo hal saqaf hoostiis ay ku wada jiraan kalkaaliyayaal caafimaad, kalkaaliyayaal heer sare ah (nurse practitioners), khabiir nafaqo iyo shaqaale bulsho. Dadka cusub ee aan dhakhtar qoys lahayn halkan ayay ka heli karaan daryeel joogto ah.',
        workingHours: 'Isniin–Jimco 8:30 subaxnimo–4:30 galabnimo; Khamiista ilaa 7:00 fiidnimo',
        eligibility: 'Dadka deegaanka deggan, oo ay ku jiraan dadka cusub ee sugaya dhakhtar qoys.',
        fees: 'Bilaash. Turjumaannaduna waa bilaash.',
        howToAccess:
          'Wac si aad isu diiwaangeliso. Noo sheeg haddii aad u baahan tahay turjumaan, waxaanan kuu ballansan doonnaa mid booqashadaada.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired:
          'Kaarka caafimaadka ee gobolka. Haddii aadan weli haysan, keen aqoonsi sawir leh iyo waraaqahaaga socdaalka (immigration).',
      },
      hospital: {
        description:
          'Isbitaal gobol oo leh qayb gurmad degdeg ah oo 24 saac furan, daryeelka dhalmada, qalliin iyo rugo takhasus. Xaaladaha degdegga ah, wac 911.',
        workingHours: 'Qaybta gurmadka degdegga ah waa furan tahay 24 saac, maalin kasta',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Waxaa daboola qorshaha caafimaadka gobolka. Haddii aadan caymis lahayn, waxaa lagaa qaadayaa khidmadaha isbitaalka.',
        howToAccess:
          'Daryeelka degdegga ah, aad albaabka gurmadka degdegga ah. Rugaha takhasuska waxay u baahan yihiin gudbin (referral) ka timid dhakhtar ama kalkaaliye heer sare ah.',
        disabilitiesAccess:
          'Si buuxda loo habeeyay: albaabo iskood u furma, wiishash, iyo kuraasta naafada (wheelchairs) oo yaal albaabka weyn.',
        documentsRequired:
          'Kaarka caafimaadka ee gobolka. Haddii aadan weli haysan, keen aqoonsi sawir leh iyo waraaqahaaga socdaalka (immigration).',
      },
      counselling: {
        description:
          'La-talin muddo gaaban ah oo loogu talagalay shakhsiyaadka, lammaanaha iyo qoysaska: walbahaarka, murugada qof lumay, la qabsashada waddan cusub, barbaarinta carruurta iyo xiriirada. Kulamadu waa fool-ka-fool ama muuqaal (video).',
        workingHours: 'Isniin–Khamiis 9:00 subaxnimo–8:00 fiidnimo; Jimco 9:00 subaxnimo–4:00 galabnimo',
        eligibility: 'Dadka waaweyn, dhallinyarada 12 jir iyo ka weyn, lammaanaha iyo qoysaska.',
        fees: 'Khidmad ku xiran dakhligaaga; bilaash u ah dadka cusub sannadkooda ugu horreeya.',
        howToAccess:
          'Wac ama soo dir e-mail si aad u ballansato wadahadalka ugu horreeya. Waxaad codsan kartaa la-taliye ku hadla luqaddaada.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Waxba looma baahna.',
      },
      peer: {
        description:
          'Meel diirran oo bilaash ah oo aad kula hadli karto dad tababaran oo iyaguna soo maray waqtiyo adag. Kooxo aad si toos ah u soo geli karto, khad taleefan oo lagula sheekaysto (warmline) iyo meel deggan. Xaalad qalafsan (crisis), wac ama fariin u dir 988.',
        workingHours: 'Maalin kasta 10:00 subaxnimo–10:00 habeennimo',
        eligibility: 'Qof kasta oo 16 jir iyo ka weyn.',
        fees: 'Bilaash.',
        howToAccess:
          'Si toos ah u soo gal, ama wac khadka warmline-ka. Looma baahna gudbin ama ballan midna.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Waxba looma baahna.',
      },
      pharmacy: {
        description:
          'Farmashiye bulsho: daawooyinka dhakhtarku qoro, tallaalka hargabka iyo COVID-19, cabbirka dhiig-karka iyo talo ku saabsan daawooyinka xanuunnada fudud. Farmashiistayaashu waxay daaweyn karaan qaar ka mid ah xanuunnada caadiga ah.',
        workingHours:
          'Isniin–Jimco 9:00 subaxnimo–9:00 habeennimo; Sabti 9:00 subaxnimo–6:00 fiidnimo; Axad 11:00 subaxnimo–5:00 galabnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Qiimaha daawadu wuxuu ku xiran yahay qorshahaaga daawada. Tallaalo badan waa bilaash.',
        howToAccess: 'Si toos ah u soo gal. Tallaalada waxaa lagu ballansan karaa internetka ama taleefanka.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired:
          'Warqadda daawada iyo kaarka caafimaadka; iyo kaarka qorshaha daawadaada haddii aad mid haysato.',
      },
      family_resource: {
        description:
          'Barnaamijyo bilaash ah oo loogu talagalay waalidiinta iyo daryeelayaasha leh carruur ilaa lix jir ah: kooxo ciyaareed, fasallo uurka, aqoon-is-weydaarsiyo barbaarinta, is-weydaarsi dhar iyo shaqaale saaxiibtinimo leh oo qoysaska ka caawiya inay jidkooda helaan.',
        workingHours: 'Isniin–Jimco 9:00 subaxnimo–4:00 galabnimo; barnaamijyo qaar fiidkii',
        eligibility: 'Waalidiinta ilmo sugaya iyo qoysaska leh carruur 0 ilaa 6 jir ah.',
        fees: 'Bilaash.',
        howToAccess:
          'Si toos ah u soo gal saacadaha kooxda ciyaarta, ama wac si aad isugu diiwaangeliso barnaamij.',
        disabilitiesAccess:
          'Meel ku taal dabaqa hoose oo ay ku filan yihiin gaadiidka carruurta iyo kuraasta naafada; musqul loo habeeyay oo leh miis xafaayadaha lagu beddelo.',
        documentsRequired: 'Waxba looma baahna.',
      },
      dental: {
        description:
          'Rug ilko oo qoyska: baaritaanno, nadiifin, buuxin ilkaha, daryeelka ilkaha carruurta iyo daryeel degdeg ah oo isla maalintaas ah oo xanuunka ilkaha. Waxaan soo dhaweynaa bukaannada Canadian Dental Care Plan (qorshaha daryeelka ilkaha ee Kanada).',
        workingHours: 'Isniin–Khamiis 8:00 subaxnimo–6:00 fiidnimo; Jimco 8:00 subaxnimo–2:00 galabnimo',
        eligibility: 'Bukaanno cusub oo da’ kasta ah waa la soo dhaweynayaa.',
        fees: 'Khidmaduhu waxay raacaan hagaha ururka dhakhaatiirta ilkaha ee gobolka. Biilka si toos ah ayaan ugu dirnaa Canadian Dental Care Plan iyo qorshayaasha caymiska badankood.',
        howToAccess:
          'Wac si aad u ballansato. Xaaladaha degdegga ah waa la arkaa isla maalintaas marka ay suurtagal tahay.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Aqoonsi sawir leh iyo kaarka qorshahaaga ilkaha ama caymiskaaga.',
      },
      fitness: {
        description:
          'Xarun jimicsi bulsho oo leh qol jimicsi (gym), fasallo koox ah, waddo lagu socdo iyo waqtiyo dabaal. Toddobaad kasta waxaa jira kulamo dadka bilowga ah iyo saacado dumarka keliya loogu talagalay.',
        workingHours: 'Isniin–Jimco 6:00 subaxnimo–10:00 habeennimo; Sabti–Axad 8:00 subaxnimo–8:00 fiidnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Baasas maalinle ah iyo xubinnimo bille ah; qiimo dhimis ardayda, waayeelka iyo dadka cusub.',
        howToAccess:
          'Imow miiska soo dhaweynta si aad u hesho booqasho ugu horreysa oo bilaash ah iyo socdaal lagugu tuso xarunta.',
        disabilitiesAccess:
          'Qolal dhar-beddel oo la habeeyay, wiish barkadda lagu galo iyo qalab loo habeeyay.',
        documentsRequired: 'Waxba looma baahna.',
      },
      physio: {
        description:
          'Daaweynta jirka (physiotherapy) ee xanuunka dhabarka iyo qoorta, dhaawacyada ciyaaraha iyo ka soo kabashada qalliinka, iyo sidoo kale daaweyn duugis (massage) iyo barnaamijyo jimicsi oo aad guriga ku samayn karto.',
        workingHours: 'Isniin–Jimco 7:30 subaxnimo–7:00 fiidnimo; Sabti 9:00 subaxnimo–1:00 galabnimo',
        eligibility: 'Looma baahna gudbin.',
        fees: 'Booqasho kasta lacag ayaa lagu bixiyaa; qorshayaasha caafimaadka shaqada badankood waxay daboolaan daaweynta jirka.',
        howToAccess: 'Ku ballanso internetka ama taleefanka.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Kaarka qorshahaaga caafimaadka, haddii aad mid haysato.',
      },
      salon: {
        description:
          'Goob timo-qurxin oo saaxiibtinimo leh oo lagu jaro, lagu midabeeyo, lagu tidco oo lagu qurxiyo nooc kasta oo timo ah, iyo sidoo kale suniyaha oo dun lagu sameeyo iyo qurxinta ciddiyaha (manicure).',
        workingHours: 'Talaado–Jimco 10:00 subaxnimo–7:00 fiidnimo; Sabti 9:00 subaxnimo–5:00 galabnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Qiimayaasha waxaa lagu qoray goobta dhexdeeda; weydii la-talin bilaash ah.',
        howToAccess: 'Taleefan ku ballanso ama si toos ah u soo gal marka kursi bannaan yahay.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Waxba looma baahna.',
      },
      barber: {
        description:
          'Timo-jare xaafadda ah: timo-jar caadi ah, fade, hagaajinta gadhka iyo xiirid leh tuwaal kulul.',
        workingHours: 'Isniin–Sabti 9:00 subaxnimo–6:00 fiidnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Timo-jarku wuxuu ka bilaabmaa $25; carruurta iyo waayeelku wax ka yar ayay bixiyaan.',
        howToAccess: 'Si toos ah u soo gal ama taleefan ku ballanso.',
        disabilitiesAccess:
          'Hal jaranjaro yar ayaa ku taal albaabka; waan ku faraxsan nahay inaan ku caawinno.',
        documentsRequired: 'Waxba looma baahna.',
      },
      spa: {
        description:
          'Istuudiyo deggan oo daryeelka maqaarka: nadiifinta wajiga, timo-ka-saarid (waxing), duugis iyo qurxin (make-up) maalmaha gaarka ah, iyo alaab loogu talagalay maqaarka xasaasiga ah.',
        workingHours: 'Talaado–Sabti 10:00 subaxnimo–6:00 fiidnimo',
        eligibility: 'Qof kasta waa lagu soo dhaweynayaa.',
        fees: 'Qiimaha waa la sheegaa marka la weydiiyo; kaarar hadiyad ah ayaa la heli karaa.',
        howToAccess: 'Ku ballanso taleefanka ama internetka.',
        disabilitiesAccess:
          'Albaab aan jaranjaro lahayn, musqul loo habeeyay dadka naafada ah iyo baarkin gaar ah oo albaabka u dhow.',
        documentsRequired: 'Waxba looma baahna.',
      },
    },
    coverage: '{city} iyo deegaanka ku xeeran',
    articles: {
      1: {
        header: 'Caymiska caafimaadka',
        title: 'Sida aad u hesho kaarka caafimaadka ee gobolkaaga',
        bannerText:
          '<p>Kaarka caafimaadku wuxuu kuu oggolaanayaa inaad aragto dhakhaatiir oo aad tagto isbitaalka adigoon lacag bixin. Halkan waxaad ka ogaanaysaa sida loo helo.</p>',
        text: '<h2>Codso isla marka aad timaaddo</h2><p>Gobol kasta oo Atlantigga ah wuxuu leeyahay qorshe caafimaad oo u gaar ah. Deganayaasha joogtada ah, qaxootiga iyo dadka badankood ee haysta ogolaansho shaqo ama waxbarasho oo 12 bilood ama ka badan ah way ku biiri karaan.</p><h3>Waxa aad u baahan tahay</h3><ul><li>Baasaboorkaaga ama dukumentiga safarka</li><li>Confirmation of Permanent Residence (xaqiijinta degenaanshaha joogtada ah), ogolaanshaha shaqada ama ogolaanshaha waxbarashada</li><li>Caddaynta cinwaankaaga gobolka, sida heshiiska kirada ama biil</li></ul><h3>Inta aad sugayso</h3><p>Kaydso rasiidhada daryeel kasta oo aad lacag ku bixiso. Xarumaha caafimaadka bulshada iyo rugaha caafimaadka ee aan ballanta u baahnayn weli way ku caawin karaan, farmashiistayaal badanna waxay daaweyn karaan dhibaatooyinka caadiga ah.</p><p>Ka hel rug caafimaad oo kuu dhow <a href="/well-being">buugga caafimaadka iyo nolol wanaagga</a>.</p>',
      },
      2: {
        header: 'Caafimaadka maskaxda',
        title: 'Daryeelka caafimaadka maskaxdaada ee waddan cusub',
        bannerText:
          '<p>Waa caadi inaad dareento daal, kalinimo ama walaac kadib guuris weyn. Uma baahnid inaad keligaa la kulanto.</p>',
        text: '<h2>Tallaabooyin yaryar ayaa caawiya</h2><ul><li>Yeelo nidaam maalinle ah, oo maalin kasta waqti dibadda ku qaado.</li><li>La xiriir qoyskaaga iyo asxaabtaada, oo dad cusub kula kulan kooxaha bulshada.</li><li>Seexo, si wanaagsan wax u cun, oo jidhkaaga dhaqaaji.</li></ul><h3>Hadalkuna wuu caawiyaa</h3><p>La-talintu waa qarsoodi. Adeegyo badan ayaa bixiya turjumaanno ama la-taliyayaal ku hadla luqaddaada, qaarna waa bilaash dadka cusub.</p><p><strong>Xaalad qalafsan, wac ama fariin u dir 988</strong>, waqti kasta oo maalin ama habeen ah. Xaalad degdeg ah, wac 911.</p>',
      },
      3: {
        header: 'Caafimaadka qoyska',
        title: 'Helidda dhakhtar qoys ama kalkaaliye heer sare ah',
        bannerText:
          '<p>Isla markiiba magacaaga ku qor liiska sugitaanka ee gobolkaaga, oo ogow halka aad aadayso inta la sugayo.</p>',
        text: '<h2>Ku biir liiska sugitaanka</h2><p>Gobol kasta oo Atlantigga ah wuxuu hayaa liis dadka raadinaya dhakhtar qoys ama kalkaaliye heer sare ah (nurse practitioner). Qof kasta oo qoyskaaga ka mid ah ku diiwaangeli internetka ama taleefanka, isla marka aad hesho kaarka caafimaadka.</p><h3>Daryeel inta aad sugayso</h3><ul><li>Rugaha caafimaadka ee aan ballanta u baahnayn iyo xarumaha caafimaadka bulshada</li><li>Farmashiistayaasha, xanuunnada fudud iyo cusboonaysiinta warqadda daawada</li><li>Wac 811 si aad ula hadasho kalkaaliye caafimaad oo diiwaangashan, waqti kasta</li></ul><p>Xarumaha kheyraadka qoyska ayaa sidoo kale ka caawin kara baaritaannada iyo tallaalada ilmaha yaryar iyo carruurta.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Caafimaadkaaga iyo nolol wanaaggaaga, oo ay la socoto Medavie Blue Cross</h2><p>Medavie Blue Cross iyo Harbour waxay wada shaqaynayaan si ay dadka cusub ee Jasiiradda Prince Edward uga caawiyaan inay daryeel ka helaan meel gurigooda u dhow: rugo caafimaad, la-talin, daryeelka ilkaha iyo wax kale.</p><p>Ma haysataa qorshe caafimaad ama ilko oo shaqadaada kaaga yimid? <a href="https://www.medavie.bluecross.ca/">Baro sida loo isticmaalo gargaarradaada Medavie Blue Cross</a>.</p>',
      halifax_banner_text:
        '<h2>Ku soo dhawoow Halifax, oo ay la socoto Medavie Blue Cross</h2><p>Medavie Blue Cross iyo Harbour waxay kuu keenayaan hage ku saabsan adeegyada caafimaadka iyo nolol wanaagga ee Halifax iyo Nova Scotia oo dhan, kuwo badan oo ka mid ahna waa luqaddaada.</p><p>Ma u baahan tahay daryeel caawa? Wac <strong>811</strong> si aad ula hadasho kalkaaliye caafimaad, ama <a href="/well-being-listings?search=walk-in%20clinic">hel rug caafimaad oo aan ballan loo baahnayn</a>.</p>',
    },
  },
};
