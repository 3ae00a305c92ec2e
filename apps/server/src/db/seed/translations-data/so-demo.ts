import { pairs, type SiteTexts } from './types.js';

export const SO_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Digniin duufaan jiilaal oo loogu talagalay Prince Edward Island',
      'Environment Canada waxay soo saartay digniin duufaan jiilaal oo ku saabsan dhammaan PEI laga bilaabo caawa ilaa berri galabta. Waxaa la filayaa 20 ilaa 30 sm oo baraf ah iyo dabaylo xoog leh. Iska ilaali safarka haddii aad awoodo, dallac taleefankaaga oo tooshka meel kuu dhow dhig.',
    ],
    'pe-vaccine-clinics': [
      'Rugaha tallaalka hargabka iyo COVID-19 waa furan yihiin',
      'Health PEI waxay bixinaysaa tallaal bilaash ah oo hargabka iyo COVID-19 ah rugo ku yaal jasiiradda oo dhan. Qof kasta oo 6 bilood iyo ka weyn ah wuu ballansan karaa. Uma baahnid kaarka caafimaadka PEI si lagu tallaalo. Keen aqoonsi sawir leh haddii aad haysato. Farmashiyeyaashu sidoo kale tallaalka bilaash ayay ku bixiyaan.',
    ],
    'pe-health-card': [
      'Codso kaarkaaga caafimaadka PEI',
      'Ma ku cusub tahay jasiiradda? Codso kaarkaaga caafimaadka PEI isla marka aad timaaddo. Caymiska deganayaasha joogtada ahi wuxuu bilaabmaa maalinta aad noqoto degane. Geey dukumentiyadaada socdaalka iyo caddaynta cinwaanka xafiis kasta oo Access PEI ah.',
    ],
    'ch-grafton-closure': [
      'Waddo xiran: Grafton Street inta u dhexeysa Queen iyo Prince',
      'Grafton Street waa loo xiri doonaa gaadiidka inta u dhexeysa Queen Street iyo Prince Street 7 subaxnimo ilaa 6 fiidnimo si loo dayactiro tuubbada biyaha. Fadlan raac calaamadaha leexashada. Luuqyada lugaynta waxay u furnaan doonaan dadka lugaynaya.',
    ],
    'ch-parking-ban': [
      'Mamnuucid baarkin habeenkii si loo nadiifiyo barafka',
      'Mamnuucidda baarkinka jiilaalka ee Magaalada Charlottetown waxay dhaqan galaysaa saqdhexe ilaa 7 subaxnimo. Gaadiidka la dhigo waddooyinka inta mamnuuciddu socoto waa la ganaaxi karaa oo la jiidi karaa si mashiinnada barafka u nadiifiyaan waddooyinka. Isticmaal baarkin ka baxsan waddada ilaa mamnuucidda laga qaado.',
    ],
    'ch-library-conversation': [
      'Koox wadahadal Ingiriisi ah oo maktabadda ka dhacda',
      'Ku celceli Ingiriisigaaga koox deggan oo ku sugan Maktabadda Dadweynaha ee Confederation Centre fiid kasta oo Talaado ah. Heer kasta waa la soo dhaweynayaa, waa bilaash, mana u baahnid inaad is diiwaangeliso. Shaah iyo bun ayaa la bixiyaa.',
    ],
    'ch-newcomer-session': [
      'Kulan macluumaad oo dadka cusub: kiraysiga gurigaaga ugu horreeya',
      'Wax ka baro heshiisyada kirada, dayactirka lacagta hore iyo xuquuqdaada kiraystaha ahaan ee PEI. Kulanku waa bilaash, turjumaanna waa la diyaarin karaa haddii aad hore u codsato. Keen su’aalahaaga ku saabsan kharashka kululaynta, biilasha adeegyada iyo waxa la sameeyo marka wax jabaan.',
    ],
    'ch-transit-detour': [
      'Leexashada khadka baska T3 toddobaadkan',
      'Basaska T3 kama joogsan doonaan University Avenue inta u dhexeysa Belvedere Avenue iyo Allen Street toddobaadkan. Boosteejooyin ku-meel-gaar ah ayaa ku yaal Mount Edward Road.',
    ],
    'ch-recycling': [
      'Isbeddel ku yimid ururinta qashinka fasaxa',
      'Ururinta weelasha cagaarka, buluugga iyo madow waxay dib u dhacaysaa hal maalin toddobaadka fasaxa. Dibadda dhig weelashaada ka hor 6 subaxnimo maalintaada cusub.',
    ],
    'ch-public-skate': [
      'Barafka-ku-siibasho dadweyne oo bilaash ah oo Simmons Arena',
      'Barafka-ku-siibasho dadweyne oo bilaash ah ayaa jirta galab kasta oo Axad ah. Kabaha barafka iyo koofiyadaha waa laga amaahan karaa miiska inta ay jiraan. Koofiyadda waxaa lagula talinayaa qof kasta.',
    ],
    'ch-tax-clinic': [
      'Rug canshuur oo bilaash ah oo dadka cusub',
      'Mutadawiciin ayaa kaa caawin kara inaad bilaash u gudbiso warbixinta canshuurta dakhliga haddii dakhligaagu yar yahay. Gudbintu waxay kuu oggolaanaysaa inaad hesho gargaarro sida GST/HST credit iyo Canada Child Benefit, xitaa haddii aadan dakhli lahayn.',
    ],
    'ch-water-flushing': [
      'Nadiifinta tuubbooyinka waaweyn ee biyaha ee East Royalty',
      'Shaqaale ayaa habeenkii nadiifinaya tuubbooyinka waaweyn ee biyaha ee East Royalty. Biyahaagu waxay u ekaan karaan kuwo wasakh ah muddo gaaban; sii daa tubbada biyaha qabow ilaa ay caddaadaan.',
    ],
    'ch-job-fair': [
      'Bandhig shaqo oo ka dhacaya Holland College',
      'In ka badan 40 loo-shaqeeye oo jasiiradda ah ayaa shaqaale qaadan doona bandhigga shaqada ee gu’ga. Keen nuqullo ka mid ah CV-gaaga. La-taliyayaasha shaqada ee dadka cusub ayaa halkaas joogi doona si ay kuu caawiyaan.',
    ],
    'ch-welcome-personal': [
      'Ku soo dhawoow Harbour!',
      'Waad ku mahadsan tahay inaad ku biirtay Harbour. Dhammaystir astaantaada si aan kuu tusno ogeysiisyada, munaasabadaha iyo adeegyada bulshadaada.',
    ],
    'st-kinlock-paving': [
      'Dhismaha waddada Kinlock Road',
      'Kinlock Road waxay yeelan doontaa hal saf oo furan oo leh hagayaal gaadiid 8 subaxnimo ilaa 5 galabnimo inta dhismaha waddada la dhammaystirayo. Filo dib-u-dhac gaaban.',
    ],
    'st-library-storytime': [
      'Waqtiga sheekooyinka qoyska ee maktabadda Stratford',
      'Sheekooyin, heeso iyo farshaxan gacmeed carruurta ilaa 6 jir ah iyo qoysaskooda, subax kasta oo Sabti ah Maktabadda Dadweynaha ee Stratford. Bilaash, diiwaangelin la’aan.',
    ],
    'co-snow-ban': [
      'Cornwall: baarkin waddada looma oggola inta barafka la nadiifinayo',
      'Fadlan gaadiidka ka fogee waddooyinka magaalada habeenkii inta shaqaaluhu barafka nadiifinayaan. Baabuurta jidka xannibta waa la jiidi karaa iyadoo kharashku milkiilaha saaran yahay.',
    ],
    'co-rec-programs': [
      'Diiwaangelinta barnaamijyada madadaalada jiilaalka waa furan tahay',
      'Diiwaangelinta kubadda koleyga dhallinyarada, yoogada dadka waaweyn iyo waqtiyada dabaasha qoyska waa furan tahay. Caawimaad lacageed ayaa u diyaar ah qoysaska u baahan.',
    ],
    'su-water-street': [
      'Water Street waa xiran tahay shaqada bullaacadda awgeed',
      'Water Street waa xiran tahay inta u dhexeysa Central Street iyo Summer Street shaqada bullaacadda awgeed. Gaadiidka deegaanka oo kaliya.',
    ],
    'su-newcomer-session': [
      'Kulan macluumaad oo dadka cusub oo ka dhacaya Credit Union Place',
      'La kulan shaqaalaha dejinta, wax ka weydii dugsiyada, liisanka darawalnimada iyo shaqooyinka, lana xiriir dadka kale ee cusub ee Summerside. Carruurta waa la soo dhaweynayaa.',
    ],
    'ns-shore-library': [
      'Baabuurka buugaagta wuxuu joogsadaa North Shore Community Centre',
      'Baabuurka buugaagta ee maktabaddu wuxuu booqdaa North Shore Community Centre galabta Arbaco kasta oo labaad. Amaaho buugaag oo hel kaarka maktabadda oo bilaash ah.',
    ],
    'nsw-burn-restrictions': [
      'Xaddidaadda dab shidista ee Nova Scotia oo dhan',
      'Xaaladda qalalan awgeed, dab bannaanka lagu shido looma oggola meel kasta oo gobolka ah inta u dhexeysa 8 subaxnimo iyo 7 fiidnimo. Eeg khariidadda dab shidista ka hor intaadan dab shidin.',
    ],
    'hx-parking-ban': [
      'Mamnuucidda baarkinka habeenkii ee jiilaalka Halifax',
      'Mamnuucidda baarkinka habeenkii ee jiilaalka waxay dhaqan galaysaa 1 ilaa 6 subaxnimo Aagga 1 (bartamaha) iyo Aagga 2 (ka baxsan bartamaha). Gaadiidka waddada taagan waa la ganaaxi karaa oo la jiidi karaa si shaqaaluhu barafka u nadiifiyaan.',
    ],
    'hx-bridge-lane': [
      'Buundada Macdonald: hal saf ayaa habeenkii xiran',
      'Hal saf oo ka mid ah Buundada Macdonald ayaa la xiri doonaa 9 fiidnimo ilaa 5 subaxnimo si loo dayactiro. Safka baaskiillada iyo lugaynta wuu furnaan doonaa.',
    ],
    'hx-library-newcomers': [
      'Barnaamijyada dadka cusub ee Maktabadda Dhexe ee Halifax',
      'Maktabadaha Dadweynaha ee Halifax waxay dadka cusub siiyaan kooxo wadahadal Ingiriisi ah, caawimaad raadinta shaqo iyo casharro kombiyuutar oo bilaash ah. Miis kasta ka codso kaarka maktabadda oo bilaash ah, kaas oo sidoo kale ku siiya gelitaan bilaash ah oo matxafyada.',
    ],
    'hx-vaccine-clinic': [
      'Rug tallaal oo ballan la’aan ah dhammaadka toddobaadkan',
      'Rug bilaash ah oo ballan la’aan ah oo tallaalka hargabka iyo COVID-19 ayaa shaqaynaysa Sabtida iyo Axadda. Kaar caafimaad looma baahna.',
    ],
    'nb-vaccine-clinics': [
      'Tallaalka hargabka oo bilaash u ah qof kasta oo New Brunswick',
      'Tallaalka hargabku waa bilaash farmashiyeyaasha iyo rugaha caafimaadka dadweynaha ee New Brunswick oo dhan. Ku ballanso internetka ama taleefanka.',
    ],
    'mo-parking-ban': [
      'Mamnuucidda baarkinka habeenkii ee Moncton',
      'Baarkinka waddada looma oggola saqdhexe ilaa 7 subaxnimo inta mamnuucidda baarkinka jiilaalku dhaqan galsan tahay. Mashiinnada barafku waxay u baahan yihiin boos ay waddooyinka ku nadiifiyaan.',
    ],
    'mo-main-closure': [
      'Main Street waa xiran tahay xafladda jiilaalka awgeed',
      'Main Street inta u dhexeysa Botsford iyo Lutz waa loo xiri doonaa baabuurta Sabtida 10 subaxnimo ilaa 10 fiidnimo. Basasku waxay mari doonaan Assomption Boulevard.',
    ],
    'mo-library-cafe': [
      'Kafeega wadahadalka ee Maktabadda Dadweynaha Moncton',
      'Ku celceli Ingiriisiga ama Faransiiska mutadawiciin saaxiibtinimo leh fiid kasta oo Khamiis ah. Waa bilaash qof kasta.',
    ],
    'mo-newcomer-session': [
      'Kulanka dadka cusub: jiilaalkaaga ugu horreeya ee Moncton',
      'Baro sida loo labbisto qabowga, gurigaaga loogu kululeeyo qiimo jaban iyo sida si nabad ah barafka loogu wado baabuur. Jaakado jiilaal oo bilaash ah qoysaska inta ay jiraan.',
    ],
    'nl-power-advisory': [
      'Ogeysiis dabaylo xoog leh iyo korontada oo go’da',
      'Caawa waxaa la filayaa dabaylo gaadhaya 120 km/saacaddii oo ku dhaca Jasiirad-gacmeedka Avalon. Korontadu way go’i kartaa: qalabkaaga dallac oo diyaarso biyo iyo tooshash.',
    ],
    'sj-snow-clearing': [
      'St. John’s: baarkin habeenkii waddada looma oggola',
      'Baarkinka habeenkii ee waddooyinka magaalada looma oggola saqdhexe ilaa 7 subaxnimo xilliga nadiifinta barafka. Gaadiidka waa la jiidi karaa.',
    ],
    'sj-water-street': [
      'Leexasho dadka lugaynaya ee Water Street',
      'Qayb ka mid ah luuqa lugaynta ee Water Street oo u dhow Prescott Street ayaa xiran shaqo dhisme awgeed. Fadlan isticmaal marinka saqafka leh ee dhinaca kale ee waddada.',
    ],
    'sj-library-storytime': [
      'Waqtiga sheekooyinka ee Maktabadda A.C. Hunter',
      'Keen carruurtaada yaryar heeso iyo sheekooyin subax kasta oo Arbaco ah. Bilaash, qoys kastana waa la soo dhaweynayaa.',
    ],
    'sj-newcomer-info': [
      'Kulan macluumaad oo dadka cusub: shaqo ka helidda St. John’s',
      'La-taliyayaasha shaqadu waxay sharxaan sida loo qoro CV qaabka Kanada ah, sida shahaadooyinkaaga loo aqoonsado iyo sida loo helo shaqooyin bannaan. Bilaash, daryeel carruur ayaana goobta jira.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      '10% qiimo dhimis ah cabbitaan iyo doolsho kasta oo isku jira',
      'Mid booqasho kasta. Halkan ku cun ama qaado.',
    ],
    'ISLANDBEAN-FREE': [
      'Bun bilaash ah oo la socda sandwich quraac kasta',
      'Maalmaha shaqada ka hor 10 subaxnimo.',
    ],
    'HARBOURFRESH-5': [
      '$5 dhimis ah dalab cunto oo $50 ama ka badan ah',
      'Ka hor canshuurta. Mid qoys kasta toddobaadkii.',
    ],
    'HARBOURFRESH-RICE': ['15% dhimis ah bariis, misir iyo xawaash', 'Inta ay alaabtu jirto.'],
    'CYCLEMONCTON-TUNE': [
      '$20 dhimis ah dayactir buuxa oo baaskiil',
      'Ballan ku jira. Laguma darsan karo dalabyo kale.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Ku habeyn koofiyad bilaash ah iyo 10% dhimis koofiyad cusub',
      'Koofiyadaha carruurta iyo dadka waaweyn.',
    ],
    'SUMMERSIDE-BOOKS': [
      '20% dhimis ah buugaagta barashada Ingiriisiga iyo Faransiiska',
      'Dukaanka gudihiisa oo kaliya.',
    ],
    'STJOHNS-WARM': [
      '25% dhimis ah jaakadaha iyo kabaha jiilaalka ee dadka cusub',
      'Koodkan ka tus lacag-bixiyaha. Hal jaakad iyo hal lammaane kabo qofkiiba.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Habeenka soo dhaweynta dadka cusub',
      'Fiid aad kula kulanto deriskaaga, shaqaalaha dejinta iyo kooxaha bulshada. Casho fudud, muusig iyo miisas macluumaad oo ku saabsan guryaha, caafimaadka iyo shaqooyinka. Turjumaano Carabi, Faarsi iyo Yukreeni ah ayaa goobta jooga.',
    ],
    'ch-conversation': [
      'Koox wadahadal Ingiriisi ah',
      'Ku celceli Ingiriisiga maalinlaha ah koox yar oo saaxiibtinimo leh. Heer kasta waa la soo dhaweynayaa; diiwaangelin looma baahna.',
    ],
    'ch-market-tour': [
      'Socod suuqa beeralayda oo loogu talagalay dadka cusub',
      'Socod hage leh oo suuqa ah: cuntooyinka deegaanka, midhaha xilliga iyo sida loo iibsado miisaaniyad yar. Dhadhamin bilaash ah oo ka timid beeralayda jasiiradda.',
    ],
    'ch-career-workshop': [
      'Aqoon-is-weydaarsi CV-ga Kanada',
      'Keen CV-gaaga iyo laptop-kaaga haddii aad mid haysato. La-taliyayaasha shaqadu waxay tusaan waxa loo-shaqeeyayaasha jasiiraddu raadiyaan, waxayna mid-mid u eegaan CV-yada.',
    ],
    'ch-winter-walk': [
      'Socod qoys oo Victoria Park',
      'Socod fudud oo ku teedsan marinka xeebta iyo shukulaato kulul dhammaadka. Si diirran u labbiso; gaadiidka carruurta waa la soo dhaweynayaa.',
    ],
    'ch-next-potluck': [
      'Cunto wadaag bulsho iyo bandhig dhaqan',
      'Keen cunto guriga laga sameeyay oo la wadaago (ikhtiyaari) kuna raaxayso qoob-ka-ciyaarka iyo muusigga bulshooyinka jasiiradda.',
    ],
    'ch-next-tax': [
      'Rug canshuur oo bilaash ah',
      'Mutadawiciin ayaa bilaash u gudbiya warbixinnada canshuurta ee fudud. Keen aqoonsigaaga, SIN-kaaga iyo waraaqaha canshuurta. Si toos ah u imow ama waqti ballanso.',
    ],
    'pe-welcome-day': [
      'Maalinta soo dhaweynta dadka cusub ee jasiiradda',
      'Bandhig soo dhaweyn oo gobolka oo dhan ah oo isugu keena adeegyada dowladda, loo-shaqeeyayaasha, dugsiyada iyo kooxaha bulshada hal saqaf hoostiis. Qado bilaash ah iyo hawlo carruurta.',
    ],
    'st-storytime': [
      'Waqtiga sheekooyinka qoyska ee Sabtida',
      'Sheekooyin, gabayo iyo farshaxan fudud oo loogu talagalay carruurta ilaa 6 jir ah iyo dadka waaweyn ee la socda.',
    ],
    'st-next-skate': [
      'Baro barafka-ku-siibashada: dadka cusub',
      'Markii ugu horreysay kabaha barafka? Mutadawiciin ayaa ku bara aasaaska. Kabaha barafka iyo koofiyadaha waa la amaahan karaa.',
    ],
    'co-yoga': [
      'Yooga bulsho oo deggan',
      'Fasal deggan oo ku habboon bilowgayaasha. Keen derin haddii aad haysato; qaar yar ayaa la amaahan karaa.',
    ],
    'su-info-session': [
      'Kulan macluumaad oo dadka cusub',
      'Shaqaalaha dejintu waxay sharxaan dugsiyada, kaararka caafimaadka iyo liisanka darawalnimada, waxayna ka jawaabaan su’aalahaaga.',
    ],
    'su-book-club': [
      'Naadiga buugaagta Ingiriisiga fudud',
      'Wada akhriya buugaag gaagaaban oo fudud oo ka wada hadla. Buugaagta bilaash ayaa lagu amaahiyaa.',
    ],
    'nsh-kitchen-party': [
      'Xafladda jikada ee North Shore',
      'Muusigga kamanka dhaqameed ee jasiiradda, qoob-ka-ciyaar cagaha iyo qado sandwich iyo macmacaan ah.',
    ],
    'hx-conversation': [
      'Kafeega wadahadalka Ingiriisiga',
      'Soo gal si aad Ingiriisiga ugu celceliso mutadawiciinta dabaqa labaad ee Maktabadda Dhexe.',
    ],
    'hx-market': [
      'Socodka soo dhaweynta ee Seaport Market',
      'La kulan beeralayda deegaanka oo baro waxa ka baxa Nova Scotia xilli kasta.',
    ],
    'hx-skate': [
      'Barafka-ku-siibasho bilaash ah oo Emera Oval',
      'Barafka-ku-siibasho bilaash ah iyo amaahda koofiyadaha markaaga ugu horreysa ee barafka. Mutadawiciin ayaa caawiya bilowgayaasha.',
    ],
    'hx-next-employment': [
      'Ka shaqaynta Nova Scotia: aqoon-is-weydaarsi shaqo',
      'Dhaqanka goobta shaqada, waraysiyada iyo aqoonsiga shahaadooyinkaaga. Diiwaangelin waa lagula talinayaa.',
    ],
    'mo-cafe': [
      'Kafeega wadahadalka laba-luqadeed',
      'Ku celceli Ingiriisiga iyo Faransiiska mutadawiciin saaxiibtinimo leh.',
    ],
    'mo-market': ['Kulanka suuqa Sabtida', 'La kulan dad kale oo cusub bun iyo socod suuqa ah.'],
    'mo-next-game': [
      'Habeenka hockey-ga dadka cusub',
      'Ciyaartaadii ugu horreysay ee hockey! Tikidho bilaash ah qoysaska cusub, oo ay la socoto hage gaaban oo sharciyada ah.',
    ],
    'sj-rooms': [
      'Fiid bilaash ah oo The Rooms',
      'Gelitaan bilaash ah matxafka iyo qolka farshaxanka ee gobolka fiidkii Arbacada.',
    ],
    'sj-storytime': [
      'Waqtiga sheekooyinka luqado badan',
      'Toddobaad kasta sheekooyin ayaa lagu akhriyaa Ingiriisi iyo luqad kale. Qoysasku waxay u tabarrucaan karaan inay ku akhriyaan luqaddooda.',
    ],
    'sj-market': [
      'Subaxa suuqa ee dadka cusub',
      'Bun, cunto deegaan iyo fursad aad kula kulanto shaqaalaha dejinta.',
    ],
    'sj-next-sliding': [
      'Maalinta madadaalada jiilaalka ee Bannerman Park',
      'Ku siibasho baraf, ciyaaro baraf iyo shukulaato kulul. Surwaal baraf iyo kabo ayaa lagula talinayaa.',
    ],
  }),
};
