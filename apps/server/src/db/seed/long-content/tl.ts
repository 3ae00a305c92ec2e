import type { LongContent } from './types.js';

/** Tagalog (Filipino) translation of the long texts, written without a native reviewer. */
export const TL: LongContent = {
  story: {
    1: {
      title: 'Kung saan ito nagsimula',
      description:
        'Nagsimula ang Harbour noong 2016 sa paligid ng isang mesa sa kusina sa Charlottetown. Ilang pamilyang bagong dating at ang kanilang mga kapitbahay sa Isla ang paulit-ulit na sumasagot sa parehong mga tanong para sa bawat bagong dumarating: saan kukuha ng health card, paano ipapatala ang mga bata sa paaralan, aling bus ang papunta sa ospital. Nagpasya kaming isulat ang mga sagot, sa pinakamaraming wikang kaya namin.',
    },
    2: {
      title: 'Mula sa isang binder hanggang sa isang plataporma',
      description:
        'Ang unang gabay ng Harbour ay isang binder sa basement ng isang simbahan. Pagsapit ng 2019, naging website na ito sa limang wika, at nagsimulang magdagdag ng sarili nilang impormasyon ang mga lokal na negosyo, bayan at boluntaryo. Ngayon, sakop ng plataporma ang Prince Edward Island, Nova Scotia, New Brunswick, at Newfoundland at Labrador, sa labintatlong wika.',
    },
    3: {
      title: 'Binuo kasama ng mga bagong dating',
      description:
        'Sinusubukan ang bawat bahagi ng Harbour kasama ng mga taong kararating lang. May mga bagong dating sa aming advisory circle (grupo ng mga tagapayo): sinusuri nila ang aming mga salin at sinasabi sa amin kapag may nakalilito. Marami sa aming mga kasamahan sa team ang unang lumapit sa Harbour para humingi rin ng tulong.',
    },
    4: {
      title: 'Pagtanaw sa hinaharap',
      description:
        'Simple ang aming layunin: walang sinumang pumili sa Atlantic Canada ang dapat makaramdam na naliligaw sa kanyang unang taon. Pinalalawak namin ang aming volunteer hub, nakikipagtulungan sa mas maraming employer at nagdaragdag ng chat na may pagsasalin, para laging isang mensahe lang ang layo ng tamang tulong.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Ang aming mga prinsipyo at pinahahalagahan',
      intro:
        'Ginagabayan ng mga prinsipyong ito ang bawat pahinang isinusulat namin, bawat partner na pinipili namin at bawat taong pinaglilingkuran namin.',
      sections: [
        {
          heading: 'Pagtanggap muna',
          text: 'Nararapat sa bawat dumarating ang mainit na pagtanggap, anuman ang kanyang katayuan, wika, pananampalataya o pinagmulan.',
        },
        {
          heading: 'Mahalaga ang inyong wika',
          text: 'Dapat makarating sa inyo ang mahalagang impormasyon sa wikang ginagamit ninyo sa pag-iisip. Maingat kaming nagsasalin at sinusuri namin ang bawat teksto kasama ng mga katutubong nagsasalita ng wika.',
        },
        {
          heading: 'Paggalang at dignidad',
          text: 'Nakikinig muna kami bago magpayo. Eksperto ang mga bagong dating sa sarili nilang buhay, at itinuturing naming magandang tanong ang bawat tanong.',
        },
        {
          heading: 'Privacy at tiwala',
          text: 'Kinokolekta lang namin ang kailangan namin, hindi namin kailanman ibinebenta ang inyong data, at maaari ninyong burahin ang inyong account anumang oras.',
        },
        {
          heading: 'Sama-samang komunidad',
          text: 'Pinakamahusay ang pag-settle kapag magkakasamang kumikilos ang mga kapitbahay, employer, bayan at bagong dating.',
        },
        {
          heading: 'Para sa lahat',
          text: 'Dapat gumana ang Harbour sa anumang telepono, sa screen reader, sa mabagal na koneksyon, at para sa mga taong bago pa lang sa teknolohiya.',
        },
      ],
    },
    'our-services': {
      title: 'Ang aming mga serbisyo',
      intro:
        'Pinagsasama-sama ng Harbour ang impormasyon at ang mga taong kailangan ninyo sa inyong mga unang taon sa Atlantic Canada.',
      sections: [
        {
          heading: 'Direktoryo ng mga lokal na serbisyo',
          text: 'Maghanap ng mga negosyo, klinika, grupo ng komunidad at tanggapan ng gobyerno na malapit sa inyo.',
        },
        {
          heading: 'Balita at mga abiso',
          text: 'Lagay ng panahon, mga event at mahahalagang abiso para sa inyong lungsod, sa inyong wika.',
        },
        {
          heading: 'Mga tool',
          text: 'Mag-post ng listing, makipag-chat nang may pagsasalin, maghanap ng suporta para sa inyong kapakanan at magpagawa ng mga salin.',
        },
        {
          heading: 'Komunidad',
          text: 'Mag-volunteer, makilala ang mga taong kapareho ninyo ng kultura at sumali sa mga lokal na event.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Mga tuntunin at privacy',
      intro:
        'Pinananatili naming maikli at malinaw ang mga patakaran. Pakibasa ang buong mga dokumento para sa lahat ng detalye.',
      sections: [
        {
          heading: 'Mga tuntunin at kundisyon',
          text: 'Ang mga patakaran sa paggamit ng Harbour, para sa mga bisita, miyembro at negosyo.',
        },
        {
          heading: 'Patakaran sa privacy',
          text: 'Kung ano ang kinokolekta namin, bakit, gaano katagal namin itong itinatago, at paano kami hihilingin na burahin ito.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Mga tip sa araw na ito',
      intro:
        'Isang maliit at praktikal na tip para sa bawat panahon ng inyong unang taon sa Atlantic Canada.',
      sections: [],
    },
    'school-food': {
      title: 'Mga programa sa pagkain sa paaralan',
      intro:
        'Tinutulungan ng bawat probinsya sa Atlantic Canada ang mga bata na kumain nang maayos sa paaralan. Narito kung paano gumagana ang mga programa at paano makasasali ang inyong pamilya. Nagbabago ang mga bayarin at detalye bawat taon ng pasukan, kaya laging magtanong sa paaralan ng inyong anak.',
      sections: [
        {
          heading: 'Prince Edward Island: programa sa pagkain sa paaralan (PEI School Food Programme)',
          text: 'Lahat ng pampublikong paaralan sa Isla ay nag-aalok ng mainit na tanghalian sa pamamagitan ng PEI School Food Programme (ang programa sa pagkain sa paaralan ng probinsya). Nagbabayad ang mga pamilya ayon sa kanilang makakaya, hanggang sa iminumungkahing halaga bawat pagkain, at walang batang tinatanggihan. Umo-order at nagbabayad kayo online sa school lunch portal, o sa papel sa opisina ng paaralan. Gawa sa mga lokal na sangkap ang mga pagkain at maaaring i-order nang vegetarian; sabihin sa paaralan ang tungkol sa mga allergy at sa mga pangangailangan sa pagkain dahil sa relihiyon.',
        },
        {
          heading: 'Nova Scotia: almusal at tanghalian sa paaralan',
          text: 'Karamihan sa mga paaralan sa Nova Scotia ay may libreng programa sa almusal na bukas sa bawat estudyante, sa tulong ng probinsya at ng mga lokal na partner. Sinisimulan na rin ng Nova Scotia ang isang programa ng tanghalian sa paaralan para sa lahat, simula sa mga elementary school, kung saan nagbabayad ang bawat pamilya ayon sa kanilang makakaya. Magtanong sa opisina ng inyong paaralan o sa regional centre for education kung aling mga pagkain ang inaalok ngayong taon.',
        },
        {
          heading: 'New Brunswick: pagkain at nutrisyon sa paaralan',
          text: 'Sinusunod ng mga paaralan sa New Brunswick ang isang patakaran ng probinsya tungkol sa masustansyang pagkain, at maraming paaralan ang nag-aalok ng programa sa almusal at murang tanghalian sa tulong ng mga partner sa komunidad at ng mga programa ng probinsya para sa pagkain sa paaralan. May kani-kaniyang programa ang mga school district na Ingles (anglophone) at Pranses (francophone), kaya tanungin ang inyong paaralan kung paano mag-sign up.',
        },
        {
          heading: 'Newfoundland at Labrador: School Lunch Association at Kids Eat Smart',
          text: 'Sa lugar ng St. John’s, naghahain ang School Lunch Association ng mainit na tanghalian kung saan nagbabayad ang bawat pamilya ayon sa kanilang makakaya, para makakain ang bawat bata. Sa buong probinsya, nagpapatakbo ang Kids Eat Smart Foundation ng libreng breakfast club sa karamihan ng mga paaralan, bukas sa lahat ng estudyante at walang anumang tanong.',
        },
        {
          heading: 'Mga tip para sa mga pamilya',
          text: 'Hindi ninyo kailangang magpakita ng mga papeles tungkol sa kita para makasali sa mga programa sa almusal. Kung mahirap magbayad para sa tanghalian, kausapin nang pribado ang punong-guro o ang school counselor: may tulong na makukuha at kumpidensyal ito. Magpabaon araw-araw ng bote ng tubig na may pangalan, at ipaalam sa paaralan nang nakasulat ang tungkol sa mga allergy.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Direktor Ehekutibo',
      short:
        'Dumating sa Charlottetown mula sa Beirut noong 2012 at mula noon ay tumutulong na sa mga pamilyang bagong dating.',
      profile: {
        title: 'Pagtanggap na pangmatagalan',
        description:
          'Dumating si Leila sa Prince Edward Island na may dalawang maleta at isang diplomang hindi pa kinikilala ng sinuman. Ginugol niya ang kanyang unang taglamig sa pag-aaral ng mga ruta ng bus, ng mga form ng paaralan at ng kahulugan ng "a skiff of snow" (manipis na patong ng niyebe). Ngayon, pinamumunuan niya ang Harbour at tinitiyak niyang nagsisimula ang bawat desisyon sa iisang tanong: makatutulong ba ito para mas maagang maramdaman ng isang tao na nasa sariling tahanan siya?',
      },
    },
    1: {
      position: 'Direktor ng mga Partnership',
      short:
        'Ikinokonekta ang Harbour sa mga bayan, employer at grupo ng komunidad sa apat na probinsya ng Atlantic.',
      profile: {
        title: 'Ang mga partner ang gumagawa ng pagbabago',
        description:
          'Lumaki si Daniel sa Cape Breton at naglingkod nang labinlimang taon sa pamahalaang munisipal. Alam niyang pinakamadaling makapag-settle ang mga bagong dating kapag iisa ang direksyon ng mga aklatan, klinika, employer at kapitbahay, at ginugugol niya ang kanyang mga araw sa pagbuo ng mga ugnayang iyon.',
      },
    },
    2: {
      position: 'Pinuno ng mga Programang Pangkomunidad',
      short:
        'Pinapatakbo ang aming volunteer hub at ang mga welcome event na ginaganap buwan-buwan sa Halifax at Charlottetown.',
      profile: {
        title: 'Unang pagkakaibigan ang bawat event',
        description:
          'Lumipat si Ana Sofia mula sa Bogotá papuntang Halifax bilang international student. Naaalala niya kung gaano kalaki ang naging kahulugan sa kanya ng iisang imbitasyon sa isang potluck (salu-salo kung saan may dalang pagkain ang bawat bisita). Ngayon, nag-oorganisa siya ng mga welcome event, conversation circle at pagsasanay para sa mga boluntaryo para walang sinumang mag-isa sa kanyang mga unang buwan.',
      },
    },
    3: {
      position: 'Punong Developer',
      short:
        'Binubuo ang plataporma ng Harbour at tinitiyak na maayos itong gumagana sa bawat telepono, sa bawat wika.',
      profile: {
        title: 'Teknolohiyang para sa lahat',
        description:
          'Dumating si Oleksandr sa Moncton mula sa Kharkiv noong 2022. Binubuo niya ang Harbour para mabilis itong mag-load kahit sa lumang telepono, mabasa nang tama sa Arabic at Farsi, at gumana sa screen reader. Kapag mahirap gamitin ang isang feature, itinuturing niya itong bug na dapat ayusin.',
      },
    },
    4: {
      position: 'Coordinator ng mga Serbisyo sa Wika',
      short: 'Kino-coordinate ang aming mga tagasalin at interpreter para sa Farsi, Dari, Arabic at iba pa.',
      profile: {
        title: 'Malugod na tinatanggap dito ang inyong wika',
        description:
          'Nagsasalita si Fatima ng Farsi, Dari, Ingles at Pranses. Kino-coordinate niya ang isang network ng mga boluntaryo at propesyonal na tagasalin para makarating ang mahalagang impormasyon sa mga tao sa wikang ginagamit nila sa pag-iisip, at maingat niyang sinusuri ang bawat salin sa plataporma.',
      },
    },
    5: {
      position: 'Manager ng mga Partnership para sa Trabaho',
      short:
        'Nakikipagtulungan sa mga employer para magbukas ng daan sa magagandang trabaho para sa mga bagong dating.',
      profile: {
        title: 'Mula sa unang trabaho hanggang sa tunay na karera',
        description:
          'Si Samuel ay isang inhinyero na dumating mula sa Lagos at sinimulan ang kanyang buhay sa Canada sa pag-aayos ng mga paninda sa estante. Ngayon, tinutulungan niya ang mga employer na maunawaan ang mga kredensyal mula sa ibang bansa, at tinutulungan niya ang mga naghahanap ng trabaho na ihanda ang kanilang résumé, ang mga interview at ang mga hakbang para makakuha ng lisensya, para hindi masayang ang talento.',
      },
    },
    6: {
      position: 'Tagapayo sa mga Serbisyo sa Wikang Pranses',
      short:
        'Tinutulungan ang mga bagong dating na nagsasalita ng Pranses na makaugnay sa mga komunidad at serbisyong Acadian.',
      profile: {
        title: 'Bienvenue en Acadie',
        description:
          'Ipinanganak si Marie-Claude sa Évangéline, PEI, at dalawampung taon na siyang nagtatrabaho sa mga organisasyong pangkomunidad ng mga Acadian. Ginagabayan niya ang mga bagong dating na nagsasalita ng Pranses papunta sa mga paaralan, serbisyong pangkalusugan at grupong pangkultura kung saan maaari silang mamuhay araw-araw sa wikang Pranses.',
      },
    },
    7: {
      position: 'Tagapayo sa Kalusugan at Kapakanan',
      short:
        'Tinutulungan ang mga bagong dating na makahanap ng doktor, klinika, suporta para sa mental health at health coverage.',
      profile: {
        title: 'Pangangalaga sa kalusugan, hakbang-hakbang',
        description:
          'Si Priya ay isang nars na nagsanay sa Chennai. Ipinapaliwanag niya kung paano gumagana ang mga health card ng probinsya, paano magpalista sa patient registry, kailan pupunta sa walk-in clinic at saan makahahanap ng suporta para sa mental health, para mapangalagaan ng mga pamilya ang kanilang kalusugan nang may kumpiyansa.',
      },
    },
    8: {
      position: 'Manager ng Pananalapi at Operasyon',
      short: 'Pinananatiling maayos ang aming mga badyet, grant at opisina.',
    },
    9: {
      position: 'Settlement Worker sa Halifax',
      short: 'Tinutulungan ang mga pamilya sa pabahay, pagpapatala sa paaralan at mga unang appointment.',
    },
    10: {
      position: 'Settlement Worker sa Charlottetown',
      short: 'Sinusuportahan ang mga pamilyang bagong dating sa kanilang unang taon sa Isla.',
    },
    11: {
      position: 'Coordinator ng mga Boluntaryo',
      short:
        'Ipinapares ang mga boluntaryo sa mga bagong dating para sa kuwentuhan, paghahatid sa sasakyan at pagkakaibigan.',
    },
    12: {
      position: 'Opisyal para sa Ugnayang Pangnegosyo',
      short: 'Tinutulungan ang mga lokal na negosyo na ilista ang kanilang mga serbisyo at alok sa Harbour.',
    },
    13: {
      position: 'Facilitator ng mga Programa para sa Kabataan',
      short:
        'Nagpapatakbo ng mga homework club at mga hapon ng palakasan para sa mga kabataang bagong dating.',
    },
    14: {
      position: 'Editor ng Nilalaman',
      short: 'Sumusulat at nag-e-edit ng mga gabay at tip na binabasa ninyo sa Harbour.',
    },
    15: {
      position: 'Opisyal sa Komunikasyon',
      short: 'Ibinabahagi ang mga balita ng Harbour sa mga partner, sa media at sa komunidad.',
    },
    16: {
      position: 'Designer',
      short: 'Dinidisenyo ang Harbour para maging malinaw, payapa at madaling gamitin.',
    },
    17: {
      position: 'Outreach Worker sa St. John’s',
      short: 'Dinadala ang Harbour sa mga bagong dating sa buong Newfoundland at Labrador.',
    },
  },
  tips: [
    // Enero
    [
      [
        'Magsuot nang patong-patong',
        'Magsuot ng mainit na panloob na damit, sweater at coat na hindi tinatagusan ng hangin. Mas mainit ang patong-patong na damit kaysa sa iisang makapal na coat, at madali itong hubarin sa loob ng bahay o gusali.',
      ],
      [
        'Protektahan ang mga kamay at tainga',
        'Maaaring magka-frostbite sa loob lang ng ilang minuto sa napakalamig at mahanging araw. Magsuot ng sumbrerong tumatakip sa tainga at ng mittens (guwantes na walang hiwalay na daliri), na mas mainit kaysa sa karaniwang guwantes.',
      ],
      [
        'Alamin ang wind chill',
        'Nagbibigay ang ulat ng panahon ng temperaturang "feels like" (kung gaano kalamig ang pakiramdam). Ito ang gamitin, hindi ang temperatura ng hangin, sa pagpapasya kung paano magbibihis.',
      ],
      [
        'Magtabi ng winter kit sa kotse',
        'Magdala ng kumot, pala, pangkayod ng yelo, flashlight, meryenda at tubig, sakaling ma-stuck kayo sa niyebe.',
      ],
      [
        'Alisin ang niyebe sa inyong hagdan',
        'Maraming bayan ang humihiling na linisin ninyo ang bangketa sa harap ng inyong bahay. Lagyan ng asin o buhangin ang nagyeyelong hagdan para maiwasan ang pagkadulas.',
      ],
      [
        'Mag-file ng buwis, kahit walang kita',
        'Kapag nag-file kayo ng tax return sa inyong unang taon, makatatanggap kayo ng GST/HST credit at ng Canada Child Benefit (tulong pinansyal para sa mga pamilyang may anak).',
      ],
    ],
    // Pebrero
    [
      [
        'Vitamin D sa taglamig',
        'Maiikli ang araw tuwing taglamig. Tanungin ang inyong parmasyutiko o doktor kung angkop sa inyo at sa inyong mga anak ang vitamin D supplement.',
      ],
      [
        'Mga araw ng bagyo at pagsasara ng paaralan',
        'Nagsasara ang mga paaralan kapag may bagyo. Tingnan nang maaga sa umaga ang website ng inyong school district o makinig sa lokal na radyo.',
      ],
      [
        'Nakapagliligtas ng buhay ang winter tires',
        'Mas mahusay kumapit ang winter tires sa niyebe at yelo. Maraming garahe ang maaaring magtago ng inyong summer tires para sa inyo.',
      ],
      [
        'Subukan ang isang aktibidad sa taglamig',
        'Mura o libre ang skating, pagpapadulas sa sled at snowshoeing. Maraming community centre ang nagpapahiram ng skates at snowshoes.',
      ],
      [
        'Araw ng Pamana (Heritage Day)',
        'May holiday sa Pebrero ang karamihan sa mga probinsya ng Atlantic. Alamin kung sarado ang inyong pinagtatrabahuhan at ang paaralan ng inyong mga anak.',
      ],
      [
        'Panatilihing mainit at ligtas ang bahay',
        'Huwag kailanman painitin ang bahay gamit ang oven o barbecue. Subukan buwan-buwan ang inyong smoke alarm at carbon monoxide alarm.',
      ],
    ],
    // Marso
    [
      [
        'Mag-ingat sa mga lubak',
        'Sa Marso, nagkakaroon ng malalalim na lubak sa mga kalsada dahil sa pagkatunaw ng yelo. Magmaneho nang mabagal at iulat sa inyong bayan ang mga mapanganib na lubak.',
      ],
      [
        'Pag-uusad ng oras (daylight saving time)',
        'Iniuusad nang isang oras pasulong ang mga orasan sa ikalawang Linggo ng Marso. Baguhin ang inyong mga orasan bago matulog.',
      ],
      [
        'Mag-apply nang maaga sa summer camp',
        'Napupuno na ang mga summer camp pagsapit ng tagsibol. Marami ang nag-aalok ng mas mababang bayad para sa mga pamilyang nangangailangan; magtanong lang.',
      ],
      [
        'I-renew ang inyong mga dokumento',
        'Tingnan ang petsa ng pag-expire ng inyong mga permit, health card at lisensya sa pagmamaneho, at i-renew ang mga ito bago mag-expire.',
      ],
      [
        'Paglilinis sa tagsibol, sa paraang Canadian',
        'Karamihan sa mga bayan ay may mga araw ng pagkolekta ng malalaking gamit tuwing tagsibol. Tingnan ang kalendaryo ng inyong bayan bago ilagay ang mga muwebles sa gilid ng kalsada.',
      ],
      [
        'Kilalanin ang inyong mga kapitbahay',
        'Malaki ang nagagawa ng simpleng pagbati. Kadalasan ay masaya ang mga kapitbahay na ipaliwanag ang mga lokal na kaugalian, ang mga araw ng koleksyon ng basura at ang magagandang lugar para mamili.',
      ],
    ],
    // Abril
    [
      [
        'Deadline ng buwis: Abril 30',
        'Karamihan sa mga tao ay kailangang mag-file ng income tax return hanggang Abril 30. Tinutulungan ng mga libreng tax clinic ang mga bagong dating sa mga simpleng tax return.',
      ],
      [
        'Kailangan ang gamit pang-ulan',
        'Nagdadala ng ulan at putik ang Abril. Mananatili kayong komportable papunta sa paaralan at trabaho kung may rain jacket at bota kayong hindi tinatagusan ng tubig.',
      ],
      [
        'Libre ang library card',
        'Nagpapahiram ang mga pampublikong aklatan ng mga libro, pelikula at maging ng mga pass sa museo, at marami ang may libreng conversation group sa Ingles at Pranses.',
      ],
      [
        'Ipatala sa kindergarten',
        'Maaaring magsimula sa kindergarten ang mga batang magiging limang taong gulang bago matapos ang taon. Karaniwang ginagawa ang pagpapatala tuwing tagsibol.',
      ],
      [
        'Alamin ang inyong mga karapatan bilang umuupa',
        'May rental office ang bawat probinsya na nagpapaliwanag tungkol sa pagtaas ng upa, deposito at pagkukumpuni. Magtanong bago pumirma ng lease.',
      ],
      [
        'Mag-volunteer para magkaroon ng karanasan',
        'Magandang paraan ang pagboboluntaryo para magsanay ng Ingles o Pranses, makakilala ng mga tao at magkaroon ng mga Canadian reference.',
      ],
    ],
    // Mayo
    [
      [
        'Magtanim ng hardin',
        'Nagpapaupa ang mga community garden ng maliliit na taniman para sa buong season. Magtanong sa inyong bayan o sa isang lokal na food bank tungkol sa taniman na malapit sa inyo.',
      ],
      [
        'Araw ni Victoria (Victoria Day)',
        'Holiday sa halos buong Canada ang Lunes bago ang Mayo 25. Ginagamit ng maraming pamilya ang mahabang weekend para magsimulang magtanim.',
      ],
      [
        'Mag-ingat sa mga garapata',
        'Nagiging aktibo ang mga garapata (ticks) tuwing tagsibol. Pagkatapos maglakad sa matataas na damo o sa gubat, suriin ang inyong sarili, ang inyong mga anak at ang inyong mga alagang hayop.',
      ],
      [
        'Kaligtasan sa pagbibisikleta',
        'Kailangang magsuot ng helmet ang mga nagbibisikleta sa Atlantic Canada. Gumamit ng ilaw sa gabi at magbisikleta sa parehong direksyon ng trapiko.',
      ],
      [
        'Maghanap ng family doctor',
        'Ilagay agad ang inyong pangalan sa patient registry ng inyong probinsya. Umuusad ang mga waiting list, kaya panatilihing updated ang inyong contact details.',
      ],
      [
        'Mahalaga ang mental health',
        'Mahirap lumipat sa isang bagong bansa. Bukas araw at gabi ang mga libre at kumpidensyal na help line, sa maraming wika.',
      ],
    ],
    // Hunyo
    [
      [
        'Proteksyon laban sa araw',
        'Malakas ang sikat ng araw tuwing tag-init, kahit malamig-lamig ang panahon. Gumamit ng sunscreen, sumbrero at sunglasses, lalo na para sa mga bata.',
      ],
      [
        'Pambansang Araw ng mga Katutubo',
        'Ipinagdiriwang tuwing Hunyo 21 ang mga First Nations, Inuit at Métis. Maraming komunidad ang nagdaraos ng mga event na bukas sa lahat.',
      ],
      [
        'Kilalanin ang mga Mi’kmaq',
        'Ang malaking bahagi ng Atlantic Canada ay nasa lupaing hindi kailanman isinuko ng mga Mi’kmaq. Malugod na tumatanggap ng mga bisita ang mga lokal na sentrong pangkultura.',
      ],
      [
        'Pagtatapos ng taon ng pasukan',
        'Nagsasara ang mga paaralan sa katapusan ng Hunyo. Magtanong sa paaralan tungkol sa mga summer reading program at mga libreng day camp.',
      ],
      [
        'Kaligtasan sa dalampasigan',
        'Maaaring malakas ang agos ng dagat. Lumangoy sa mga beach na may lifeguard, at laging bantayan ang mga bata malapit sa tubig.',
      ],
      [
        'Araw ni San Juan Bautista',
        'Ang Hunyo 24 ay pagdiriwang ng mga komunidad na nagsasalita ng Pranses sa buong Canada. Malugod na tinatanggap ng mga grupong Acadian at francophone ang mga bagong dating.',
      ],
    ],
    // Hulyo
    [
      [
        'Araw ng Canada (Canada Day)',
        'Ang Hulyo 1 ay kaarawan ng Canada. Nagdaraos ang mga bayan ng libreng konsiyerto, parada at paputok. Magandang araw ito para makakilala ng mga tao.',
      ],
      [
        'Manatiling presko sa heat wave',
        'Uminom ng tubig nang madalas, manatili sa lilim at kumustahin ang matatandang kapitbahay. Magagandang malamig na lugar ang mga aklatan at mall.',
      ],
      [
        'Libutin ang mga parke',
        'May mga beach at trail ang mga pambansa at panlalawigang parke. Maaaring libre ang Parks Canada pass para sa mga bagong mamamayan sa kanilang unang taon.',
      ],
      [
        'Mga palengke ng magsasaka',
        'Nagbebenta ang mga lokal na palengke ng sariwang prutas, gulay at isda. Marami ang tumatanggap ng card, at may ilang nagbibigay ng kupon para sa mga pamilyang mababa ang kita.',
      ],
      [
        'Summer job para sa kabataan',
        'Makahahanap ng summer job ang mga estudyanteng edad 15 hanggang 30 sa pamamagitan ng mga programa ng gobyerno. Magtanong sa inyong lokal na employment centre.',
      ],
      [
        'Panatilihing ligtas ang pagkain',
        'Kapag mainit ang panahon, ilagay ang pagkain sa ref o cooler, at huwag iwanan sa araw nang higit sa isang oras ang pagkain sa piknik.',
      ],
    ],
    // Agosto
    [
      [
        'Pamimili para sa pasukan',
        'Nagpapadala ang mga paaralan ng listahan ng mga gamit. Maraming grupo ng komunidad ang namimigay ng libreng backpack at school supplies sa mga pamilyang nangangailangan.',
      ],
      [
        'Natal Day at mga civic holiday',
        'May civic holiday sa unang bahagi ng Agosto sa ilang probinsya. Alamin kung bukas ang mga tindahan at opisina.',
      ],
      [
        'Mamitas ng sariling berry',
        'Agosto ang panahon ng blueberry. Sa mga U-pick farm, kayo mismo ang namimitas ng prutas sa murang halaga.',
      ],
      [
        'Panahon ng hurricane',
        'Maaaring umabot sa Atlantic Canada ang malalakas na bagyo mula Agosto hanggang Nobyembre. Mag-imbak ng tubig, pagkain, baterya at gamot para sa 72 oras.',
      ],
      [
        'Mga bakuna para sa paaralan',
        'Maaaring hingin ng paaralan ang rekord ng bakuna ng inyong anak. Libreng nagbibigay ng mga karaniwang bakuna ang mga tanggapan ng public health.',
      ],
      [
        'Planuhin ang inyong biyahe',
        'Subukan ang ruta ng bus papunta sa paaralan o trabaho bago ang unang araw, para maging kalmado ang unang umaga.',
      ],
    ],
    // Setyembre
    [
      [
        'Araw ng Paggawa (Labour Day)',
        'Ang unang Lunes ng Setyembre ay Labour Day, ang huling mahabang weekend ng tag-init bago magsimula ang pasukan.',
      ],
      [
        'Kilalanin ang guro',
        'Nagdaraos ang mga paaralan ng open house tuwing Setyembre. Maaari kayong magsama ng interpreter o hilingin sa paaralan na magsaayos ng isa.',
      ],
      [
        'Araw ng Kahel na Damit (Orange Shirt Day)',
        'Ang Setyembre 30 ay ang Pambansang Araw para sa Katotohanan at Pagkakasundo (National Day for Truth and Reconciliation). Ang pagsusuot ng kulay kahel ay pagpupugay sa mga nakaligtas sa mga residential school para sa mga katutubong bata.',
      ],
      [
        'Mag-sign up sa mga aktibidad',
        'Nagbubukas ng rehistrasyon ang mga programa sa sports at musika tuwing Setyembre. Marami ang nag-aalok ng tulong pinansyal, kaya magtanong muna bago magpasya.',
      ],
      [
        'Panahon ng mansanas',
        'Nagbubukas para sa pamimitas ng mansanas ang mga taniman sa Annapolis Valley at sa iba pang lugar. Masayang pasyalan ito ng pamilya.',
      ],
      [
        'I-update ang inyong address',
        'Kung lumipat kayo, i-update ang inyong address sa Canada Revenue Agency, sa inyong bangko at sa tanggapan ng inyong health card.',
      ],
    ],
    // Oktubre
    [
      [
        'Araw ng Pasasalamat (Thanksgiving)',
        'Ang Canadian Thanksgiving ay sa ikalawang Lunes ng Oktubre. Nagsasalo-salo ang mga pamilya at nagpapasalamat para sa ani.',
      ],
      [
        'Magpabakuna laban sa trangkaso',
        'Libre ang flu shot sa mga botika at klinika tuwing taglagas. Pinoprotektahan nito kayo at ang mga tao sa paligid ninyo.',
      ],
      [
        'Mga tradisyon sa Halloween',
        'Tuwing Oktubre 31, nagsusuot ng costume ang mga bata at kumakatok sa mga pinto para humingi ng kendi. Masayang nakikilahok ang mga bahay na nakabukas ang ilaw.',
      ],
      [
        'Ihanda ang bahay para sa taglamig',
        'Tingnan kung may pumapasok na malamig na hangin sa mga bintana at pinto. Maraming probinsya ang may libreng programa sa pagtitipid ng enerhiya para sa mga umuupa at may-ari ng bahay.',
      ],
      [
        'Magpalit sa winter tires',
        'Magpa-book nang maaga sa taglagas para sa pagpapalit ng gulong, bago ang unang niyebe; napakaabala ng mga garahe pagdating ng panahong iyon.',
      ],
      [
        'Linggo ng Maliliit na Negosyo',
        'Nagdaraos ang mga lokal na grupo ng negosyo ng mga libreng workshop tuwing Oktubre. Magandang simula ito kung gusto ninyong magbukas ng negosyo.',
      ],
    ],
    // Nobyembre
    [
      [
        'Araw ng Paggunita (Remembrance Day)',
        'Tuwing Nobyembre 11, nagsusuot ang mga Canadian ng pulang poppy at tumatahimik nang dalawang minuto sa ganap na 11:00 ng umaga para parangalan ang mga beterano.',
      ],
      [
        'Pagtatapos ng daylight saving time',
        'Iniaatras nang isang oras ang mga orasan sa unang Linggo ng Nobyembre. Maagang dumidilim, kaya magsuot ng matitingkad na kulay kapag naglalakad.',
      ],
      [
        'Tulong sa damit pangtaglamig',
        'Nangongolekta ang mga grupo ng komunidad at mga simbahan ng mga winter coat at bota para sa mga bagong dating. Tanungin ang inyong settlement worker kung saan pupunta.',
      ],
      [
        'Damdamin at pagbabago ng panahon',
        'Maaaring makaramdam ng lungkot ang mga tao dahil sa mas maiikling araw. Lumabas habang may liwanag, manatiling aktibo at makipag-usap sa isang tao kung nalulungkot kayo.',
      ],
      [
        'Tulong sa gastos sa heating',
        'Nag-aalok ang mga probinsya ng tulong sa gastos sa pagpapainit ng bahay para sa mga sambahayang mababa ang kita. Mag-apply nang maaga sa season.',
      ],
      [
        'Ligtas na pagmamaneho sa niyebe',
        'Bagalan ang takbo, dagdagan ang layo sa sasakyang nasa unahan, at alisin ang lahat ng niyebe sa kotse, kasama ang bubong, bago magmaneho.',
      ],
    ],
    // Disyembre
    [
      [
        'Panahon ng kapaskuhan',
        'Maraming pagdiriwang tuwing Disyembre. Malaya kayong ibahagi ang sarili ninyong mga tradisyon sa mga kapitbahay at katrabaho.',
      ],
      [
        'Pagbibigay at pagtanggap ng tulong',
        'Tumutulong sa mga pamilya tuwing Disyembre ang mga food bank at toy drive. Walang dapat ikahiya sa paghingi ng tulong: lahat ay nangangailangan ng tulong paminsan-minsan.',
      ],
      [
        'Boxing Day (Disyembre 26)',
        'Holiday ang Disyembre 26, at may malalaking sale sa mga tindahan. Ikumpara ang mga presyo at bantayan ang inyong badyet.',
      ],
      [
        'Mga patakaran sa pag-aalis ng niyebe',
        'Maraming bayan ang nagbabawal ng pagparada sa kalye sa magdamag tuwing taglamig para malinis ng mga snowplow ang mga kalsada. Alamin ang mga patakaran ng inyong bayan.',
      ],
      [
        'Manatiling konektado',
        'Maaaring makaramdam ng lungkot tuwing holiday kapag malayo sa pamilya. Nagdaraos ng libreng salu-salo ang mga community centre at mga grupong panrelihiyon.',
      ],
      [
        'Magplano para sa bagong taon',
        'Magtakda ng isang maliit na layunin para sa susunod na taon: isang kurso sa wika, isang bagong kaibigan, isang sertipiko. Malayo ang mararating ng maliliit na hakbang.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Linggo ng pagtanggap sa mga bagong dating',
      content:
        'Mga libreng information session, isang salu-salo ng komunidad at isang paglilibot sa lungsod, tuwing gabi sa susunod na linggo.',
      message: 'Bukas ito sa lahat. Isama ang inyong pamilya!',
    },
    'flu-clinics': {
      title: 'Libreng flu shot',
      content:
        'Nag-aalok ang mga botika at public health clinic ng libreng flu shot sa lahat, may health card man o wala.',
      message: 'Magtanong sa inyong parmasyutiko.',
    },
    'tax-clinics': {
      title: 'Libreng tax clinic',
      content:
        'Tinutulungan ng mga boluntaryo ang mga bagong dating na mag-file ng simpleng tax return nang libre, para matanggap ninyo ang inyong mga benepisyo.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Sinusuportahan ang pag-settle ng mga bagong dating at ang plataporma ng Harbour sa Isla.',
    'town-of-cornwall':
      'Malugod na tinatanggap ang mga bagong residente sa pamamagitan ng mga lokal na serbisyo at event ng komunidad.',
    'town-of-stratford':
      'Katuwang ng Harbour sa pagtulong sa mga pamilyang bagong dating na makapag-settle sa Stratford.',
    irsa: 'Mga serbisyo sa pag-settle, wika at trabaho para sa mga bagong dating.',
    upei: 'Partner sa pananaliksik at tahanan ng maraming international student.',
    'medavie-blue-cross':
      'Sinusuportahan ang mga pahina tungkol sa kapakanan na tumutulong sa mga bagong dating na makahanap ng pangangalaga.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Kagandahan',
        description: 'Mga hair salon, barbero at pangangalaga sa balat na malapit sa bahay.',
      },
      physical_health: {
        name: 'Pisikal na Kalusugan',
        description: 'Mga fitness centre, physiotherapy at madadaling paraan para manatiling aktibo.',
      },
      family_health: {
        name: 'Kalusugan ng Pamilya',
        description: 'Mga family resource centre at suporta para sa mga magulang, sanggol at bata.',
      },
      hospitals_clinics: {
        name: 'Mga Ospital at Klinika',
        description: 'Mga walk-in clinic, community health centre at ospital.',
      },
      mental_health: {
        name: 'Kalusugang Pangkaisipan',
        description: 'Counseling, suporta mula sa kapwa at taong makakausap.',
      },
      dental_care: {
        name: 'Pangangalaga sa Ngipin',
        description: 'Mga dentista at dental clinic, na may tulong para maunawaan ang mga gastos.',
      },
      pharmacies: {
        name: 'Mga Botika',
        description: 'Mga reseta, bakuna at magiliw na payo tungkol sa kalusugan.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Isang walk-in clinic para sa mga pang-araw-araw na problema sa kalusugan: sipon at trangkaso, maliliit na pinsala, impeksyon, pag-renew ng reseta at mga referral. Hindi kailangan ng family doctor.',
        workingHours: 'Lun–Biy 8:00 AM–8:00 PM; Sab–Lin 10:00 AM–4:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Libre kung may health card ng probinsya. Nagbabayad ng bayad sa konsulta ang mga bisitang walang coverage.',
        howToAccess:
          'Pumunta nang walang appointment o magpareserba sa telepono ng puwesto sa parehong araw. Pumunta nang maaga: napupuno ang mga puwesto pagsapit ng kalagitnaan ng hapon.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired:
          'Health card ng probinsya. Kung wala pa kayo nito, magdala ng ID na may larawan at ng inyong mga papeles sa imigrasyon.',
      },
      chc: {
        description:
          'Isang community health centre na may mga nars, nurse practitioner, dietitian at social worker sa iisang lugar. Dito makakakuha ng regular na pangangalaga ang mga bagong dating na wala pang family doctor.',
        workingHours: 'Lun–Biy 8:30 AM–4:30 PM; Huw hanggang 7:00 PM',
        eligibility: 'Mga residente ng lugar, kasama ang mga bagong dating na naghihintay ng family doctor.',
        fees: 'Libre. Libre rin ang mga interpreter.',
        howToAccess:
          'Tumawag para magparehistro. Sabihin sa amin kung kailangan ninyo ng interpreter at ipagbu-book namin kayo ng isa para sa inyong pagbisita.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired:
          'Health card ng probinsya. Kung wala pa kayo nito, magdala ng ID na may larawan at ng inyong mga papeles sa imigrasyon.',
      },
      hospital: {
        description:
          'Isang panrehiyong ospital na may emergency department na bukas nang 24 na oras, pangangalaga sa panganganak, operasyon at mga specialist clinic. Kung may emergency, tumawag sa 911.',
        workingHours: 'Bukas ang emergency department nang 24 na oras, araw-araw',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Sakop ng health plan ng probinsya. Kung walang coverage, may sinisingil na bayad sa ospital.',
        howToAccess:
          'Pumunta sa emergency entrance para sa agarang pangangalaga. Kailangan ng referral mula sa doktor o nurse practitioner para sa mga specialist clinic.',
        disabilitiesAccess:
          'Ganap na accessible: awtomatikong pinto, mga elevator, at mga wheelchair sa pangunahing pasukan.',
        documentsRequired:
          'Health card ng probinsya. Kung wala pa kayo nito, magdala ng ID na may larawan at ng inyong mga papeles sa imigrasyon.',
      },
      counselling: {
        description:
          'Panandaliang counseling para sa mga indibidwal, mag-asawa at pamilya: stress, pagdadalamhati, pag-aangkop sa bagong bansa, pagpapalaki ng anak at mga relasyon. May mga session nang harapan o sa video.',
        workingHours: 'Lun–Huw 9:00 AM–8:00 PM; Biy 9:00 AM–4:00 PM',
        eligibility: 'Mga nasa hustong gulang, kabataang edad 12 pataas, mag-asawa at pamilya.',
        fees: 'Nakabatay sa kita ang bayad (sliding scale); libre para sa mga bagong dating sa kanilang unang taon.',
        howToAccess:
          'Tumawag o mag-email para mag-book ng unang pag-uusap. Maaari kayong humiling ng counselor na nagsasalita ng inyong wika.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'Wala.',
      },
      peer: {
        description:
          'Isang magiliw at libreng lugar para makipag-usap sa mga sinanay na kapwa na dumaan din sa mahihirap na panahon. May mga drop-in group, isang warmline (linya ng suporta sa telepono) at isang tahimik na espasyo. Kung may krisis, tumawag o mag-text sa 988.',
        workingHours: 'Araw-araw 10:00 AM–10:00 PM',
        eligibility: 'Sinumang edad 16 pataas.',
        fees: 'Libre.',
        howToAccess: 'Pumunta lang, o tumawag sa warmline. Hindi kailangan ng referral o appointment.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'Wala.',
      },
      pharmacy: {
        description:
          'Isang botika sa komunidad: mga reseta, bakuna laban sa trangkaso at COVID-19, pagsukat ng presyon ng dugo at payo tungkol sa mga gamot para sa magagaang sakit. Kayang gamutin ng mga parmasyutiko ang ilang karaniwang kondisyon.',
        workingHours: 'Lun–Biy 9:00 AM–9:00 PM; Sab 9:00 AM–6:00 PM; Lin 11:00 AM–5:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Nakadepende sa inyong drug plan ang halaga ng mga inireresetang gamot. Libre ang maraming bakuna.',
        howToAccess:
          'Pumunta lang nang walang appointment. Maaaring mag-book ng bakuna online o sa telepono.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired:
          'Ang inyong reseta at health card; ang card ng inyong drug plan kung mayroon kayo nito.',
      },
      family_resource: {
        description:
          'Mga libreng programa para sa mga magulang at tagapag-alaga ng mga batang hanggang anim na taong gulang: mga playgroup, klase para sa mga nagdadalang-tao, workshop sa pagiging magulang, palitan ng damit, at magiliw na staff na tumutulong sa mga pamilya na makahanap ng kanilang daan.',
        workingHours: 'Lun–Biy 9:00 AM–4:00 PM; may ilang programa sa gabi',
        eligibility: 'Mga magiging magulang at mga pamilyang may anak na edad 0 hanggang 6.',
        fees: 'Libre.',
        howToAccess: 'Pumunta sa oras ng playgroup o tumawag para magparehistro sa isang programa.',
        disabilitiesAccess:
          'Espasyo sa ground floor na may lugar para sa mga stroller at wheelchair; accessible na banyo na may changing table.',
        documentsRequired: 'Wala.',
      },
      dental: {
        description:
          'Isang dental clinic para sa buong pamilya: check-up, paglilinis, pasta, pangangalaga sa ngipin ng mga bata at pang-emergency na pangangalaga sa parehong araw para sa sakit ng ngipin. Tumatanggap kami ng mga pasyente ng Canadian Dental Care Plan.',
        workingHours: 'Lun–Huw 8:00 AM–6:00 PM; Biy 8:00 AM–2:00 PM',
        eligibility: 'Malugod na tinatanggap ang mga bagong pasyente sa lahat ng edad.',
        fees: 'Sumusunod ang mga bayad sa gabay ng dental association ng probinsya. Direkta naming sinisingil ang Canadian Dental Care Plan at ang karamihan ng mga insurance plan.',
        howToAccess: 'Tumawag para mag-book. Tinitingnan sa parehong araw ang mga emergency kung posible.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'ID na may larawan at ang card ng inyong dental plan o insurance.',
      },
      fitness: {
        description:
          'Isang community fitness centre na may gym, mga group class, walking track at oras ng paglangoy. May mga session para sa mga baguhan at mga oras na para lang sa kababaihan bawat linggo.',
        workingHours: 'Lun–Biy 6:00 AM–10:00 PM; Sab–Lin 8:00 AM–8:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'May day pass at buwanang membership; mas mababang singil para sa mga estudyante, senior at bagong dating.',
        howToAccess: 'Pumunta sa front desk para sa libreng unang pagbisita at paglilibot.',
        disabilitiesAccess: 'Accessible na bihisan, pool lift at inangkop na kagamitan.',
        documentsRequired: 'Wala.',
      },
      physio: {
        description:
          'Physiotherapy para sa pananakit ng likod at leeg, pinsala sa sports at paggaling pagkatapos ng operasyon, pati na massage therapy at mga programa ng ehersisyo na masusunod ninyo sa bahay.',
        workingHours: 'Lun–Biy 7:30 AM–7:00 PM; Sab 9:00 AM–1:00 PM',
        eligibility: 'Hindi kailangan ng referral.',
        fees: 'Binabayaran bawat pagbisita; sakop ng karamihan ng mga health plan sa trabaho ang physiotherapy.',
        howToAccess: 'Mag-book online o sa telepono.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'Ang card ng inyong health plan, kung mayroon kayo nito.',
      },
      salon: {
        description:
          'Isang magiliw na hair salon para sa gupit, kulay, tirintas at pag-aayos ng buhok para sa lahat ng uri ng buhok, pati na eyebrow threading at manicure.',
        workingHours: 'Mar–Biy 10:00 AM–7:00 PM; Sab 9:00 AM–5:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Nakalista ang mga presyo sa salon; humingi ng libreng konsultasyon.',
        howToAccess: 'Mag-book sa telepono o pumunta kapag may bakanteng upuan.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'Wala.',
      },
      barber: {
        description:
          'Isang barberya sa inyong lugar: klasikong gupit, fade, pag-aayos ng balbas at pag-aahit gamit ang mainit na tuwalya.',
        workingHours: 'Lun–Sab 9:00 AM–6:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Gupit mula $25; mas mababa ang bayad ng mga bata at senior.',
        howToAccess: 'Pumunta lang o mag-book sa telepono.',
        disabilitiesAccess: 'May isang maliit na baitang sa pasukan; ikagagalak naming tumulong.',
        documentsRequired: 'Wala.',
      },
      spa: {
        description:
          'Isang tahimik na skin care studio: facial, waxing, masahe at make-up para sa mga espesyal na araw, gamit ang mga produkto para sa sensitibong balat.',
        workingHours: 'Mar–Sab 10:00 AM–6:00 PM',
        eligibility: 'Malugod na tinatanggap ang lahat.',
        fees: 'Ibinibigay ang presyo kapag hiniling; may mga gift card.',
        howToAccess: 'Mag-book sa telepono o online.',
        disabilitiesAccess:
          'Pasukang walang baitang, accessible na banyo at nakareserbang paradahan malapit sa pinto.',
        documentsRequired: 'Wala.',
      },
    },
    coverage: '{city} at mga kalapit na lugar',
    articles: {
      1: {
        header: 'Saklaw na pangkalusugan',
        title: 'Pagkuha ng inyong health card ng probinsya',
        bannerText:
          '<p>Sa pamamagitan ng inyong health card, makapagpapatingin kayo sa doktor at makapupunta sa ospital nang hindi nagbabayad. Narito kung paano kumuha nito.</p>',
        text: '<h2>Mag-apply agad pagdating ninyo</h2><p>May sariling health plan ang bawat probinsya ng Atlantic. Maaaring sumali ang mga permanent resident, refugee at karamihan ng mga taong may work o study permit na 12 buwan o higit pa.</p><h3>Ang kailangan ninyo</h3><ul><li>Ang inyong pasaporte o travel document</li><li>Ang inyong Confirmation of Permanent Residence, work permit o study permit</li><li>Patunay ng inyong address sa probinsya, gaya ng lease o bill</li></ul><h3>Habang naghihintay</h3><p>Itago ang mga resibo ng anumang pangangalagang binayaran ninyo. Matutulungan pa rin kayo ng mga community health centre at walk-in clinic, at kayang gamutin ng maraming parmasyutiko ang mga karaniwang problema.</p><p>Maghanap ng klinika na malapit sa inyo sa <a href="/well-being">direktoryo ng kapakanan</a>.</p>',
      },
      2: {
        header: 'Kalusugang pangkaisipan',
        title: 'Pag-aalaga sa inyong mental health sa isang bagong bansa',
        bannerText:
          '<p>Normal lang na makaramdam ng pagod, lungkot o pag-aalala pagkatapos ng isang malaking paglipat. Hindi ninyo kailangang harapin ito nang mag-isa.</p>',
        text: '<h2>Nakatutulong ang maliliit na hakbang</h2><ul><li>Magkaroon ng pang-araw-araw na routine, na may oras sa labas araw-araw.</li><li>Makipag-ugnayan sa pamilya at mga kaibigan, at makakilala ng mga bagong tao sa pamamagitan ng mga grupo ng komunidad.</li><li>Matulog nang sapat, kumain nang maayos at igalaw ang inyong katawan.</li></ul><h3>Nakatutulong din ang pakikipag-usap</h3><p>Kumpidensyal ang counseling. Maraming serbisyo ang may interpreter o counselor na nagsasalita ng inyong wika, at libre ang ilan para sa mga bagong dating.</p><p><strong>Kung may krisis, tumawag o mag-text sa 988</strong>, anumang oras, araw man o gabi. Kung may emergency, tumawag sa 911.</p>',
      },
      3: {
        header: 'Kalusugan ng pamilya',
        title: 'Paghahanap ng family doctor o nurse practitioner',
        bannerText:
          '<p>Ilagay agad ang inyong pangalan sa waiting list ng inyong probinsya, at alamin kung saan pupunta habang naghihintay.</p>',
        text: '<h2>Sumali sa waiting list</h2><p>May listahan ang bawat probinsya ng Atlantic ng mga taong naghahanap ng family doctor o nurse practitioner. Iparehistro ang bawat miyembro ng inyong pamilya, online o sa telepono, sa sandaling makuha ninyo ang inyong health card.</p><h3>Pangangalaga habang naghihintay</h3><ul><li>Mga walk-in clinic at community health centre</li><li>Mga parmasyutiko, para sa magagaang sakit at pag-renew ng reseta</li><li>Pagtawag sa 811 para makausap ang isang rehistradong nars, anumang oras</li></ul><p>Makatutulong din ang mga family resource centre sa mga check-up at bakuna para sa mga sanggol at maliliit na bata.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Ang inyong kapakanan, kasama ang Medavie Blue Cross</h2><p>Nagtutulungan ang Medavie Blue Cross at ang Harbour para matulungan ang mga bagong dating sa Prince Edward Island na makahanap ng pangangalaga malapit sa bahay: mga klinika, counseling, pangangalaga sa ngipin at marami pang iba.</p><p>May health o dental plan ba kayo sa pamamagitan ng inyong trabaho? <a href="https://www.medavie.bluecross.ca/">Alamin kung paano gamitin ang inyong mga benepisyo sa Medavie Blue Cross</a>.</p>',
      halifax_banner_text:
        '<h2>Maligayang pagdating sa Halifax, kasama ang Medavie Blue Cross</h2><p>Hatid sa inyo ng Medavie Blue Cross at ng Harbour ang isang gabay sa mga serbisyong pangkalusugan at pangkapakanan sa Halifax at sa buong Nova Scotia, na marami ay nasa inyong wika.</p><p>Kailangan ba ninyo ng pangangalaga ngayong gabi? I-dial ang <strong>811</strong> para makausap ang isang nars, o <a href="/well-being-listings?search=walk-in%20clinic">maghanap ng walk-in clinic</a>.</p>',
    },
  },
};
