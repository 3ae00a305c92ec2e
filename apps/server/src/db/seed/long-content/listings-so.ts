import type { DemoListingTexts } from './demo-listings-types.js';

/** Somali texts of the demo listings, written without a native reviewer. */
export const SO_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'hilib xalaal raashin xawaash bariis',
      description:
        'Dukaan raashin oo qoys leeyahay, kana iibiya hilib xalaal ah, khudrad iyo miro cusub, iyo xawaash iyo bariis laga keenay adduunka oo dhan.',
    },
    'International Grocery': {
      keywords: 'raashin Aasiya Afrika Laatiin cunto dibadda laga keenay',
      description:
        'Cuntooyin laga keenay Aasiya, Afrika iyo Laatiin Ameerika, iyo shaqaale ku hadla luqado badan.',
    },
    Bakery: {
      keywords: 'foorno rooti doolsho keeg qaxwo',
      description: 'Rooti cusub subax kasta, doolsho, keeg la dalbado iyo qaxwo fiican.',
    },
    'Shawarma House': {
      keywords: 'shawarma falaafil qaadasho xalaal',
      description: 'Shawarma, falaafil iyo saxanno waaweyn oo qoyska ah — halkan ku cun ama qaado.',
    },
    Café: {
      keywords: 'qaxwo shaah quraac wifi',
      description:
        'Kafee soo dhaweyn leh oo leh quraac, qado, Wi-Fi bilaash ah iyo looxa ogeysiisyada bulshada.',
    },
    'Plumbing & Heating': {
      keywords: 'tuubiiste heat pump kululeeye dayactir degdeg',
      description:
        'Tuubiisteyaal shati haysta oo sameeya dayactir, heat pump (qalabka kululeynta iyo qaboojinta) iyo adeegga foornada kululeynta guriga; wicitaannada degdegga ah waa laga jawaabaa.',
    },
    'Electrical Services': {
      keywords: 'korontoyaqaan fiilooyin dayactir rakibid',
      description:
        'Korontoyaqaanno u shaqeeya guryaha iyo ganacsiyada; fiilo-xiris ammaan ah, looxyada korontada iyo nalalka.',
    },
    'Cleaning Co.': {
      keywords: 'nadiifin guri nadiifin xafiis guuritaan',
      description:
        'Nadiifinta guryaha iyo xafiisyada, nadiifinta marka guri la soo galo ama laga guuro, iyadoo la isticmaalayo alaab aan deegaanka waxyeello u geysan.',
    },
    'Auto Repair': {
      keywords: 'makaanik dayactir gaari taayirro jiilaal kormeer',
      description:
        'Dayactirka gaadiidka, beddelidda taayirrada jiilaalka iyo kormeerka badbaadada ee gobolka.',
    },
    'Driving School': {
      keywords: 'casharro darawalnimo shati imtixaanka waddada',
      description:
        'Macallimiin dulqaad leh ayaa dadka cusub ka caawiya u diyaargarowga imtixaanka waddada; casharro luqado badan ah.',
    },
    Physiotherapy: {
      keywords: 'fiisiyoteraabi duugis dib-u-kabasho dhaawac',
      description:
        'Fiisiyoteraabi iyo daaweyn duugis ah; biilka si toos ah ayaa loogu diraa inta badan qorshayaasha caymiska.',
    },
    Pharmacy: {
      keywords: 'farmashiye warqadda dhakhtarka tallaal daawo',
      description:
        'Daawooyinka dhakhtarku qoro, tallaalka hargabka iyo talo wanaagsan oo ka timaadda farmashiistayaashayada.',
    },
    'Dental Clinic': {
      keywords: 'dhakhtar ilkaha nadiifin ilko degdeg',
      description:
        'Daaweynta ilkaha ee qoyska oo dhan; bukaanno cusub waa la qaataa, oo ay ku jiraan kuwa leh Qorshaha Daryeelka Ilkaha ee Kanada (Canadian Dental Care Plan).',
    },
    'Immigration Consulting': {
      keywords: 'socdaal degenaansho joogto ah ogolaansho shaqo ogolaansho waxbarasho',
      description:
        'La-taliyeyaal shati haysta oo kaa caawiya ogolaanshaha shaqada, ogolaanshaha waxbarashada iyo degenaanshaha joogtada ah (PR).',
    },
    'Law Office': {
      keywords: 'qareen nootaayo guryo hanti sharciga qoyska',
      description:
        'Adeegyo la xiriira guryaha iyo hantida ma-guurtada ah, sharciga qoyska iyo nootaayo, iyadoo turjumaan la heli karo haddii la codsado.',
    },
    'Tax & Accounting': {
      keywords: 'canshuur foomka canshuurta xisaabiye xisaab-hayn',
      description:
        'Foomamka canshuurta shakhsiga ee dadka cusub, xisaab-haynta ganacsiyada yaryar iyo codsiyada gargaarka dowladda (benefits).',
    },
    'Tutoring Centre': {
      keywords: 'casharro gaar ah xisaab Ingiriisi Faransiis layli guri',
      description:
        'Casharro gaar ah oo dugsiga kadib ah, xisaab, Ingiriisi iyo Faransiis, fasallada oo dhan.',
    },
    'Language School': {
      keywords: 'fasal Ingiriisi fasal Faransiis IELTS',
      description:
        'Fasallo Ingiriisi iyo Faransiis ah oo loogu talagalay dadka waaweyn, iyo u diyaargarowga IELTS iyo CELPIP.',
    },
    'Hair Salon': {
      keywords: 'timo-jarid saloon midab tidic',
      description: 'Timo-jarid, midabayn iyo tidic loogu talagalay dhammaan noocyada timaha.',
    },
    Barbershop: {
      keywords: 'timo-jare timo-jarid gadh fade',
      description: 'Timo-jarid aan ballan u baahnayn, fade iyo hagaajinta gadhka.',
    },
    'Thrift Store': {
      keywords: 'alaab la isticmaalay fadhi dhar jaakado jiilaal',
      description:
        'Dhar la isticmaalay oo jaban, jaakado jiilaal iyo alaab guri oo loogu talagalay guryaha cusub.',
    },
    'Translation Services': {
      keywords: 'turjumaad la ansixiyay turjumaan dukumentiyo',
      description: 'Turjumaad la ansixiyay oo dukumentiyada ah, iyo turjumaanno loogu talagalay ballamaha.',
    },
    Daycare: {
      keywords: 'xannaano carruur waxbarasho hore barbaarin',
      description:
        'Xarun waxbarasho hore oo shati haysata, boosas u leh ilmaha yaryar iyo carruurta da’da barbaarinta.',
    },
    'Phone & Computer Repair': {
      keywords: 'dayactir taleefan kombiyuutar shaashad sim kaar',
      description:
        'Dayactirka taleefannada iyo laptop-yada, taleefanno furan (unlocked) iyo caawimaad lagu doorto qorshaha taleefanka.',
    },
  },
  proudlyServing: 'Waxaan si sharaf leh ugu adeegnaa {city}.',
  jobs: {
    'Line Cook': {
      title: 'Cunto-kariye',
      education: 'Waxbarasho rasmi ah looma baahna',
      skills: 'Badbaadada cuntada, wada-shaqeyn, shaqo degdeg ah',
      description: 'Cunto ku diyaari jiko mashquul ah, goobtaadana ka dhig mid nadiif ah oo ammaan ah.',
    },
    Cashier: {
      title: 'Kaashiyar',
      education: 'Shahaadada dugsiga sare',
      skills: 'Adeegga macaamiisha, maaraynta lacagta caddaanka ah',
      description:
        'Soo dhawee macaamiisha, qaado lacag-bixinta, qaybta hore ee dukaankana ka dhig mid nadiif ah.',
    },
    'Personal Support Worker': {
      title: 'Daryeele Shakhsi (PSW)',
      education: 'Shahaadada PSW ama CCA (koorsada daryeelka)',
      skills: 'Naxariis, gargaarka degdegga ah, kalsooni',
      description:
        'Ka caawi dadka waayeelka ah nolol maalmeedkooda, guryahooda iyo xarumaha daryeelka muddada dheer.',
    },
    'Warehouse Associate': {
      title: 'Shaqaale Bakhaar',
      education: 'Shahaadada dugsiga sare',
      skills: 'Qaadista alaab culus, forklift in aad taqaan waa lagu qiimeeyaa, fiiro gaar ah',
      description: 'Soo xulo, baakadee oo dir dalabaadka; tababarka forklift waa la bixiyaa.',
    },
    'Fish Plant Worker': {
      title: 'Shaqaale Warshadda Kalluunka',
      education: 'Waxbarasho rasmi ah looma baahna',
      skills: 'Adkeysi, nadaafad, wada-shaqeyn',
      description:
        'Ka shaqee habaynta cuntada badda ee khadka wax-soo-saarka; shaqooyin xilliyeed iyo kuwo sannadka oo dhan ah.',
    },
    'Early Childhood Educator': {
      title: 'Macallinka Carruurta Yaryar (ECE)',
      education: 'Dibloomada waxbarashada carruurta yaryar (ECE)',
      skills: 'Waxbarasho ku salaysan ciyaar, dulqaad, gargaarka degdegga ah',
      description: 'Qorshee hawlaha oo ku daryeel carruurta xarun waxbarasho hore oo shati haysata.',
    },
    'Software Developer': {
      title: 'Horumariye Software',
      education: 'Shahaado jaamacadeed ama diblooma cilmiga kombiyuutarka',
      skills: 'TypeScript, SQL, wada-shaqeyn',
      description:
        'Dhis oo dayactir barnaamijyada websaydhka, adigoo la shaqaynaya koox wax-soo-saar oo saaxiibtinimo leh.',
    },
    'Registered Nurse': {
      title: 'Kalkaaliye Caafimaad oo Diiwaangashan (RN)',
      education: 'Shahaadada kalkaalinta caafimaadka iyo diiwaangelinta gobolka',
      skills: 'Daryeelka bukaanka, qiimaynta xaaladda, wada-xiriir',
      description:
        'Ka bixi daryeel kalkaalin isbitaal ama goob bulsho; gunno marka shaqada la bilaabo ayaa la heli karaa.',
    },
    'Truck Driver (Class 1)': {
      title: 'Darawal Gaari Xamuul (Class 1)',
      education: 'Shatiga Class 1',
      skills: 'Diiwaan darawalnimo oo nadiif ah, buugga diiwaanka socdaalka (logbook)',
      description: 'Waddooyin gobolka gudihiisa ah iyo safarro dhaadheer oo mara Gobollada Maritimes.',
    },
    'Customer Service Representative': {
      title: 'Wakiilka Adeegga Macaamiisha',
      education: 'Shahaadada dugsiga sare',
      skills: 'Laba luqadood in aad ku hadasho waa lagu qiimeeyaa, dhegeysi, kombiyuutar',
      description:
        'Ka jawaab wicitaannada iyo fariimaha (chat) macaamiisha; tababar buuxa ayaa la bixiyaa, musharaxiinta laba luqadood ku hadlana waa la soo dhaweynayaa.',
    },
    Housekeeper: {
      title: 'Nadiifiye Qolalka Hoteelka',
      education: 'Waxbarasho rasmi ah looma baahna',
      skills: 'Fiiro gaar ah, kalsooni',
      description: 'Nadiifi qolalka martida iyo meelaha guud ee hoteel mashquul ah.',
    },
    Carpenter: {
      title: 'Nijaar',
      education: 'Red Seal (shahaado farsamo oo qaran) waa lagu qiimeeyaa',
      skills: 'Qaab-dhismeedka alwaaxa, dhammeystirka, akhrinta naqshadaha',
      description:
        'Dhis guryo cusub oo dib-u-habeyn ku samee guryaha; dadka xirfadda baranaya (apprentices) waa la soo dhaweynayaa.',
    },
    Bookkeeper: {
      title: 'Xisaabhaye',
      education: 'Dibloomada xisaabaadka',
      skills: 'QuickBooks, mushaharka, Excel',
      description: 'Hay buugaagta xisaabaadka, bixi mushaharka oo diyaari warbixinnada bil kasta.',
    },
    Dishwasher: {
      title: 'Weel-dhaqe',
      education: 'Waxbarasho rasmi ah looma baahna',
      skills: 'Wada-shaqeyn, shaqo degdeg ah',
      description:
        'Jikada ka dhig mid si fiican u socota: dhaqidda weelka, caawinta diyaarinta cuntada iyo nadiifinta.',
    },
    'Settlement Worker': {
      title: 'Shaqaalaha Dejinta Dadka Cusub',
      education: 'Shahaado jaamacadeed oo shaqada bulshada ah ama qayb la xiriirta',
      skills: 'Luqado, dareen-wadaag, maaraynta kiisaska',
      description: 'Ka caawi qoysaska cusub inay degaan: guri, diiwaangelinta dugsiga iyo ballamaha.',
    },
  },
  hiringIn: '{company} waxay shaqaale ka qoranaysaa {city}.',
  howToApply: [
    'CV-gaaga iimayl ugu dir maareeyaha shaqaalaynta.',
    'Adigoo CV-gaaga sita, si toos ah isu keen oo codso, Isniinta ilaa Jimcaha.',
    'Ka codso onlayn websaydhkayaga; codsade kasta waan u jawaabnaa.',
    'Na soo wac si aad u ballansato waraysi gaaban.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Mutadawiciintu waxay la kulmaan qoysaska cusub, waxay tusiyaan magaalada, waxayna ka caawiyaan ballamahooda ugu horreeya.',
      needs: 'Dad wanaagsan oo noqda saaxiibo lala sheekaysto, iyo darawallo dadka geeya ballamaha.',
      mission: 'Qofna waa inuusan guri cusub ku dareemin kalinimo.',
    },
    'Community Food Bank': {
      description: 'Bangi cunto oo toddobaad kasta u adeega qoysas iyo shakhsiyaad.',
      needs: 'Caawimaad kala-soocidda deeqaha iyo buuxinta xirmooyinka cuntada, subaxda maalmaha shaqada.',
      mission: 'Cunto wanaagsan qof kasta oo bulshadayada ka mid ah.',
    },
    'Big Brothers Big Sisters': {
      description: 'Hagid (mentoring) beddesha nolosha dhallinyarada.',
      needs: 'Hagayaal (mentors) bixin kara hal saac toddobaadkii muddo sannad ah.',
      mission: 'Qof kasta oo dhallinyaro ah wuxuu mudan yahay hage.',
    },
    'Seniors Friendly Visiting': {
      description:
        'Mutadawiciintu waxay booqdaan dadka waayeelka ah ee go’doonsan, guryahooda iyo xarumaha daryeelka.',
      needs: 'Booqdayaal toddobaad kasta yimaada, gaar ahaan kuwa ku hadla luqad labaad.',
      mission: 'Naxariis iyo wehel loogu talagalay derisyada waayeelka ah.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Nadiifin bil kasta ah oo xeebaha iyo qarka badda laga sameeyo.',
      needs: 'Qof kasta oo bannaanka ku qaadan kara subax Sabti ah.',
      mission: 'Xeebo nadiif ah oo loogu talagalay dadka iyo duurjoogta.',
    },
    'Community Arts Collective': {
      description:
        'Aqoon-isweydaarsiyo farshaxan oo bilaash ah iyo dabaaldeg sannadle ah oo dhaqammo badan leh.',
      needs: 'Caawiyeyaal aqoon-isweydaarsiyada iyo diyaarinta dabaaldegga.',
      mission: 'Farshaxanku dadka ayuu isu keenaa.',
    },
    'Youth Soccer League': {
      description: 'Kubadda cagta madadaalo ah oo loogu talagalay carruurta da’doodu tahay 5 ilaa 16 sano.',
      needs: 'Tababarayaal, garsoorayaal iyo caawiyeyaal garoonka, xilliga xagaaga.',
      mission: 'Ciyaar ilmo kasta, asalkiisu wuxuu doono ha ahaadee.',
    },
    'Hospital Auxiliary': {
      description:
        'Mutadawiciintu waxay booqdayaasha ka caawiyaan inay isbitaalka jidka ka helaan, waxayna maamulaan dukaanka hadiyadaha.',
      needs: 'Soo-dhaweeyayaal iyo caawiyeyaal dukaanka hadiyadaha, shaqooyin maalin iyo fiid ah.',
      mission: 'Soo dhaweyn diirran oo loogu talagalay bukaanka iyo qoysaskooda.',
    },
    'Humane Society': {
      description: 'Daryeelka hoyga iyo korsashada bisadaha iyo eeyaha.',
      needs: 'Dad eeyaha socod geeya, dad bisadaha la nasta, iyo guryo si ku-meel-gaar ah u haya xayawaanka.',
      mission: 'Guri jacayl leh xayawaan kasta.',
    },
    'Adult Literacy Council': {
      description: 'Casharro gaar ah oo qof-qof ah oo akhris, qoris iyo wada-hadal Ingiriisi ah.',
      needs: 'Macallimiin fadhiyada fiidkii; tababar waa la bixiyaa.',
      mission: 'Akhrisku albaabbo ayuu furaa.',
    },
    'Community Garden Network': {
      description: 'Dhul beereed la wadaago iyo aqoon-isweydaarsiyo ku saabsan beerashada.',
      needs: 'Beeraleey ka caawiya maalmaha beerista, waraabinta iyo goosashada.',
      mission: 'Cunto beero, bulsho dhis.',
    },
    'Multicultural Association': {
      description: 'Munaasabado dhaqameed, turjumaad iyo taageero loogu talagalay dadka cusub.',
      needs: 'Turjumaanno, caawiyeyaal munaasabadaha iyo dad ka soo dhaweeya garoonka diyaaradaha.',
      mission: 'U dabaaldeg dhaqan kasta oo meeshan hoy ka dhigtay.',
    },
    'Meals on Wheels': {
      description: 'Cunto kulul oo loo geeyo dadka waayeelka ah iyo dadka guryahooda ku bogsanaya.',
      needs: 'Darawallo gaari leh oo qaada waddo laba saac ah xilliga qadada.',
      mission: 'Cunto kulul iyo weji furfuran oo albaabka kuugu yimaada.',
    },
    'Homework Club': {
      description: 'Caawimaad layliga guriga ah oo dugsiga kadib laga bixiyo maktabadda dadweynaha.',
      needs: 'Mutadawiciin ku fiican xisaabta ama Ingiriisiga, galabta maalmaha shaqada.',
      mission: 'Arday kasta wuu guuleysan karaa haddii wax yar la caawiyo.',
    },
  },
  notes: [
    'Doorar qaarkood waxay u baahan yihiin hubinta diiwaanka booliiska.',
    'Tababar waa la bixiyaa; khibrad looma baahna.',
    'Dadka cusub si diirran ayaa loo soo dhaweynayaa — tabarucaaddu waa hab fiican oo dad lagu barto.',
    'Saacadaha tabarucaadda waa laguu saxiixi karaa si aad ugu isticmaasho tixraac dugsi iyo shaqo.',
  ],
};
