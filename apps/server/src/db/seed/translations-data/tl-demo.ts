import { pairs, type SiteTexts } from './types.js';

export const TL_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Babala ng winter storm para sa Prince Edward Island',
      'Naglabas ang Environment Canada ng babala ng winter storm para sa buong PEI mula ngayong gabi hanggang bukas ng hapon. Asahan ang 20 hanggang 30 cm na niyebe at malalakas na hangin. Iwasang bumiyahe kung kaya, i-charge ang iyong telepono at ilapit ang flashlight.',
    ],
    'pe-vaccine-clinics': [
      'Bukas na ang mga klinika ng bakuna laban sa trangkaso at COVID-19',
      'Nag-aalok ang Health PEI ng libreng bakuna laban sa trangkaso at COVID-19 sa mga klinika sa buong isla. Maaaring magpa-book ang lahat ng edad 6 na buwan pataas. Hindi mo kailangan ng PEI health card para magpabakuna. Magdala ng ID na may larawan kung mayroon ka. Libre rin ang bakuna sa mga botika.',
    ],
    'pe-health-card': [
      'Mag-apply para sa iyong PEI health card',
      'Bago ka sa isla? Mag-apply para sa iyong PEI health card sa lalong madaling panahon pagdating mo. Nagsisimula ang coverage para sa mga permanent resident sa araw na naging residente ka. Dalhin ang iyong mga dokumento sa imigrasyon at patunay ng address sa alinmang opisina ng Access PEI.',
    ],
    'ch-grafton-closure': [
      'Sarado ang kalsada: Grafton Street sa pagitan ng Queen at Prince',
      'Isasara sa mga sasakyan ang Grafton Street sa pagitan ng Queen Street at Prince Street mula 7 am hanggang 6 pm para sa pagkukumpuni ng tubo ng tubig. Sundin ang mga karatula ng detour. Bukas pa rin ang mga bangketa para sa mga naglalakad.',
    ],
    'ch-parking-ban': [
      'Bawal pumarada sa gabi para sa paglilinis ng niyebe',
      'Ipinatutupad ang winter parking ban ng Lungsod ng Charlottetown mula hatinggabi hanggang 7 am. Maaaring tiketan at hilahin ang mga sasakyang nakaparada sa kalsada habang may ban para malinis ng mga snow plow ang daan. Gumamit ng paradahang wala sa kalsada hanggang maalis ang ban.',
    ],
    'ch-library-conversation': [
      'Kuwentuhan sa Ingles sa aklatan',
      'Magsanay ng Ingles sa isang relaks na grupo sa Confederation Centre Public Library tuwing Martes ng gabi. Malugod na tinatanggap ang lahat ng antas, libre ito at hindi kailangang magparehistro. May tsaa at kape.',
    ],
    'ch-newcomer-session': [
      'Info session para sa mga bagong dating: pag-upa ng una mong tahanan',
      'Alamin ang tungkol sa lease, deposito at iyong mga karapatan bilang nangungupahan sa PEI. Libre ang session at maaaring maghanda ng interpreter kung hihilingin nang maaga. Dalhin ang iyong mga tanong tungkol sa gastos sa heating, kuryente at tubig, at kung ano ang gagawin kapag may nasira.',
    ],
    'ch-transit-detour': [
      'Detour ng T3 bus route ngayong linggo',
      'Hindi hihinto ang mga T3 bus sa University Avenue sa pagitan ng Belvedere Avenue at Allen Street ngayong linggo. May pansamantalang hintuan sa Mount Edward Road.',
    ],
    'ch-recycling': [
      'Pagbabago sa pangongolekta ng basura sa holiday',
      'Maaantala nang isang araw ang pangongolekta ng berde, asul at itim na cart sa linggo ng holiday. Ilabas ang iyong mga cart bago mag-6 am sa bago mong araw.',
    ],
    'ch-public-skate': [
      'Libreng public skating sa Simmons Arena',
      'May libreng public skating tuwing Linggo ng hapon. Maaaring humiram ng skates at helmet sa desk habang may natitira. Inirerekomenda ang helmet para sa lahat.',
    ],
    'ch-tax-clinic': [
      'Libreng tax clinic para sa mga bagong dating',
      'Matutulungan ka ng mga volunteer na mag-file ng income tax return nang libre kung maliit ang iyong kita. Sa pag-file, makakatanggap ka ng mga benepisyo gaya ng GST/HST credit at Canada Child Benefit, kahit wala kang naging kita.',
    ],
    'ch-water-flushing': [
      'Paglilinis ng water main sa East Royalty',
      'Nililinis ng mga crew ang mga water main sa East Royalty sa gabi. Maaaring malabo ang tubig sa maikling panahon; hayaang umagos ang malamig na gripo hanggang luminaw ito.',
    ],
    'ch-job-fair': [
      'Job fair sa Holland College',
      'Mahigit 40 employer sa isla ang magha-hire sa spring job fair. Magdala ng mga kopya ng iyong resume. Naroon ang mga employment counsellor para sa mga bagong dating upang tumulong.',
    ],
    'ch-welcome-personal': [
      'Maligayang pagdating sa Harbour!',
      'Salamat sa pagsali sa Harbour. Kumpletuhin ang iyong profile para maipakita namin sa iyo ang mga abiso, event at serbisyo ng iyong komunidad.',
    ],
    'st-kinlock-paving': [
      'Pagsesemento sa Kinlock Road',
      'Isang lane lang ang bukas sa Kinlock Road na may mga flagger mula 8 am hanggang 5 pm habang tinatapos ang pagsesemento. Asahan ang maiikling pagkaantala.',
    ],
    'st-library-storytime': [
      'Kuwentuhan ng pamilya sa aklatan ng Stratford',
      'Mga kuwento, awit at gawaing-kamay para sa mga batang hanggang 6 na taon at kanilang pamilya, tuwing Sabado ng umaga sa Stratford Public Library. Libre, walang rehistrasyon.',
    ],
    'co-snow-ban': [
      'Cornwall: bawal pumarada sa kalsada habang naglilinis ng niyebe',
      'Huwag iwan ang mga sasakyan sa mga kalsada ng bayan sa gabi habang naglilinis ng niyebe ang mga crew. Maaaring hilahin ang mga nakaharang na sasakyan sa gastos ng may-ari.',
    ],
    'co-rec-programs': [
      'Bukas na ang rehistrasyon sa mga winter recreation program',
      'Bukas na ang rehistrasyon para sa youth basketball, adult yoga at family swim. May tulong sa bayarin para sa mga pamilyang nangangailangan.',
    ],
    'su-water-street': [
      'Sarado ang Water Street dahil sa gawain sa imburnal',
      'Sarado ang Water Street sa pagitan ng Central Street at Summer Street dahil sa gawain sa imburnal. Lokal na trapiko lamang.',
    ],
    'su-newcomer-session': [
      'Info session para sa mga bagong dating sa Credit Union Place',
      'Makilala ang mga settlement worker, magtanong tungkol sa paaralan, lisensya sa pagmamaneho at trabaho, at makipag-ugnayan sa iba pang bagong dating sa Summerside. Malugod na tinatanggap ang mga bata.',
    ],
    'ns-shore-library': [
      'Humihinto ang book van sa North Shore Community Centre',
      'Bumibisita ang book van ng aklatan sa North Shore Community Centre tuwing ikalawang Miyerkules ng hapon. Humiram ng mga libro at kumuha ng libreng library card.',
    ],
    'nsw-burn-restrictions': [
      'Mga paghihigpit sa pagsusunog sa buong Nova Scotia',
      'Dahil tuyo ang panahon, bawal ang anumang siga saanman sa probinsya mula 8 am hanggang 7 pm. Tingnan ang burn map bago magsindi ng anumang apoy.',
    ],
    'hx-parking-ban': [
      'Bawal pumarada sa gabi tuwing taglamig sa Halifax',
      'Ipinatutupad ang overnight winter parking ban mula 1 am hanggang 6 am sa Zone 1 (central) at Zone 2 (non-central). Maaaring tiketan at hilahin ang mga sasakyan sa kalsada para makapaglinis ng niyebe ang mga crew.',
    ],
    'hx-bridge-lane': [
      'Macdonald Bridge: isang lane sarado sa gabi',
      'Isasara ang isang lane ng Macdonald Bridge mula 9 pm hanggang 5 am para sa maintenance. Bukas pa rin ang lane para sa bisikleta at naglalakad.',
    ],
    'hx-library-newcomers': [
      'Mga programa para sa bagong dating sa Halifax Central Library',
      'Nag-aalok ang Halifax Public Libraries ng English conversation group, tulong sa paghahanap ng trabaho at libreng computer class para sa mga bagong dating. Humingi sa alinmang desk ng libreng library card, na nagbibigay din ng libreng museum pass.',
    ],
    'hx-vaccine-clinic': [
      'Walk-in na klinika ng bakuna ngayong weekend',
      'May libreng walk-in na klinika para sa bakuna laban sa trangkaso at COVID-19 sa Sabado at Linggo. Hindi kailangan ng health card.',
    ],
    'nb-vaccine-clinics': [
      'Libreng bakuna laban sa trangkaso para sa lahat sa New Brunswick',
      'Libre ang bakuna laban sa trangkaso sa mga botika at public health clinic sa buong New Brunswick. Mag-book online o sa telepono.',
    ],
    'mo-parking-ban': [
      'Bawal pumarada sa gabi sa Moncton',
      'Bawal pumarada sa kalsada mula hatinggabi hanggang 7 am habang ipinatutupad ang winter parking ban. Kailangan ng mga snow plow ang espasyo para malinis ang mga kalsada.',
    ],
    'mo-main-closure': [
      'Sarado ang Main Street para sa winter festival',
      'Isasara sa mga kotse ang Main Street sa pagitan ng Botsford at Lutz sa Sabado mula 10 am hanggang 10 pm. Dadaan ang mga bus sa Assomption Boulevard.',
    ],
    'mo-library-cafe': [
      'Kapihan ng kuwentuhan sa Moncton Public Library',
      'Magsanay ng Ingles o Pranses kasama ang magigiliw na volunteer tuwing Huwebes ng gabi. Libre para sa lahat.',
    ],
    'mo-newcomer-session': [
      'Session para sa bagong dating: ang una mong taglamig sa Moncton',
      'Alamin kung paano magbihis para sa lamig, magpainit ng bahay nang abot-kaya at magmaneho nang ligtas sa niyebe. Libreng winter coat para sa mga pamilya habang may natitira.',
    ],
    'nl-power-advisory': [
      'Abiso sa malakas na hangin at brownout',
      'Inaasahan ang bugso ng hangin na hanggang 120 km/h sa Avalon Peninsula ngayong gabi. Posible ang brownout: panatilihing naka-charge ang mga gadget at maghanda ng tubig at flashlight.',
    ],
    'sj-snow-clearing': [
      'St. John’s: bawal pumarada sa kalsada sa gabi',
      'Bawal pumarada sa gabi sa mga kalsada ng lungsod mula hatinggabi hanggang 7 am sa panahon ng paglilinis ng niyebe. Maaaring hilahin ang mga sasakyan.',
    ],
    'sj-water-street': [
      'Detour para sa naglalakad sa Water Street',
      'Sarado ang bahagi ng bangketa ng Water Street malapit sa Prescott Street dahil sa konstruksyon. Gamitin ang may bubong na daanan sa kabilang panig ng kalye.',
    ],
    'sj-library-storytime': [
      'Kuwentuhan sa A.C. Hunter Library',
      'Dalhin ang iyong mga anak para sa awit at kuwento tuwing Miyerkules ng umaga. Libre, at malugod na tinatanggap ang lahat ng pamilya.',
    ],
    'sj-newcomer-info': [
      'Info session para sa mga bagong dating: paghahanap ng trabaho sa St. John’s',
      'Ipinaliliwanag ng mga employment counsellor kung paano sumulat ng resume na istilong Canadian, maipakilala ang iyong mga kredensyal at makahanap ng bakanteng trabaho. Libre, may childcare sa lugar.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      '10% diskwento sa anumang combo ng inumin at pastry',
      'Isa bawat pagbisita. Dine-in o take-out.',
    ],
    'ISLANDBEAN-FREE': ['Libreng kape sa anumang breakfast sandwich', 'Weekdays bago mag-10 a.m.'],
    'HARBOURFRESH-5': [
      '$5 bawas sa grocery order na $50 pataas',
      'Bago ang buwis. Isa bawat sambahayan bawat linggo.',
    ],
    'HARBOURFRESH-RICE': ['15% diskwento sa bigas, lentils at pampalasa', 'Habang may stock.'],
    'CYCLEMONCTON-TUNE': [
      '$20 bawas sa buong tune-up ng bisikleta',
      'Sa appointment. Hindi puwede kasabay ng ibang alok.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Libreng helmet fitting at 10% diskwento sa bagong helmet',
      'Mga helmet ng bata at matanda.',
    ],
    'SUMMERSIDE-BOOKS': [
      '20% diskwento sa mga libro sa pag-aaral ng Ingles at Pranses',
      'Sa tindahan lamang.',
    ],
    'STJOHNS-WARM': [
      '25% diskwento sa winter coat at bota para sa mga bagong dating',
      'Ipakita ang code na ito sa kahera. Isang coat at isang pares ng bota bawat tao.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Gabi ng Pagsalubong sa mga Bagong Dating',
      'Isang gabi para makilala ang mga kapitbahay, settlement worker at mga grupo sa komunidad. Magaang hapunan, musika, at mga information table tungkol sa pabahay, kalusugan at trabaho. May interpreter sa Arabic, Farsi at Ukrainian.',
    ],
    'ch-conversation': [
      'Kuwentuhan sa Ingles',
      'Magsanay ng pang-araw-araw na Ingles sa isang maliit at magiliw na grupo. Malugod ang lahat ng antas; hindi kailangang magparehistro.',
    ],
    'ch-market-tour': [
      'Tour sa Farmers’ Market para sa mga Bagong Dating',
      'Isang may-gabay na paglalakad sa palengke: lokal na pagkain, napapanahong ani at kung paano mamili nang tipid. Libreng tikim mula sa mga magsasaka ng isla.',
    ],
    'ch-career-workshop': [
      'Workshop sa Canadian Resume',
      'Dalhin ang iyong resume at laptop kung mayroon ka. Ipinakikita ng mga employment counsellor kung ano ang hinahanap ng mga employer sa isla, at isa-isang sinusuri ang mga resume.',
    ],
    'ch-winter-walk': [
      'Paglalakad ng Pamilya sa Victoria Park',
      'Madaling paglalakad sa boardwalk sa tabing-dagat na may mainit na tsokolate sa dulo. Magbihis nang mainit; malugod ang mga stroller.',
    ],
    'ch-next-potluck': [
      'Salu-salo ng Komunidad at Pagtatanghal ng Kultura',
      'Magdala ng pagkaing lutong-bahay na pagsasaluhan (opsyonal) at tangkilikin ang sayaw at musika mula sa mga komunidad ng isla.',
    ],
    'ch-next-tax': [
      'Libreng Tax Clinic',
      'Libreng nagfa-file ang mga volunteer ng simpleng tax return. Dalhin ang iyong ID, SIN at anumang tax slip. Mag-walk in o mag-book ng oras.',
    ],
    'pe-welcome-day': [
      'Araw ng Pagsalubong sa mga Bagong Dating sa Isla',
      'Welcome fair sa buong probinsya na may serbisyo ng gobyerno, mga employer, paaralan at grupo sa komunidad sa iisang lugar. Libreng tanghalian at mga aktibidad para sa mga bata.',
    ],
    'st-storytime': [
      'Kuwentuhan ng Pamilya tuwing Sabado',
      'Mga kuwento, tugma at simpleng gawaing-kamay para sa mga batang hanggang 6 na taon at kanilang kasamang matanda.',
    ],
    'st-next-skate': [
      'Matutong Mag-skate para sa mga Bagong Dating',
      'Unang beses sa skates? Tinuturo ng mga volunteer ang mga batayan. May skates at helmet na mahihiram.',
    ],
    'co-yoga': [
      'Banayad na Yoga ng Komunidad',
      'Isang tahimik na klase na angkop sa baguhan. Magdala ng mat kung mayroon ka; may ilang mahihiram.',
    ],
    'su-info-session': [
      'Info Session para sa mga Bagong Dating',
      'Ipinaliliwanag ng mga settlement worker ang tungkol sa paaralan, health card at lisensya sa pagmamaneho, at sinasagot ang iyong mga tanong.',
    ],
    'su-book-club': [
      'Book Club sa Madaling Ingles',
      'Sabay-sabay na magbasa ng maiikli at simpleng libro at pag-usapan ang mga ito. Libreng ipinahihiram ang mga libro.',
    ],
    'nsh-kitchen-party': [
      'Salu-salo sa Kusina ng North Shore',
      'Tradisyonal na fiddle music ng isla, step dancing at tanghalian ng sandwich at matatamis.',
    ],
    'hx-conversation': [
      'Kapihan ng Kuwentuhan sa Ingles',
      'Dumaan para magsanay ng Ingles kasama ang mga volunteer sa ikalawang palapag ng Central Library.',
    ],
    'hx-market': [
      'Paglilibot sa Seaport Market para sa mga Bagong Dating',
      'Makilala ang mga lokal na magsasaka at alamin kung ano ang tumutubo sa Nova Scotia sa bawat panahon.',
    ],
    'hx-skate': [
      'Libreng Pag-i-skate sa Emera Oval',
      'Libreng skate at hiram na helmet para sa una mong pagtapak sa yelo. Tumutulong ang mga volunteer sa mga baguhan.',
    ],
    'hx-next-employment': [
      'Pagtatrabaho sa Nova Scotia: Workshop sa Paghahanap ng Trabaho',
      'Kultura sa trabaho, interview at pagkilala sa iyong mga kredensyal. Inirerekomenda ang pagpaparehistro.',
    ],
    'mo-cafe': [
      'Kapihan ng Kuwentuhan sa Dalawang Wika',
      'Magsanay ng Ingles at Pranses kasama ang magigiliw na volunteer.',
    ],
    'mo-market': [
      'Pagkikita sa Palengke tuwing Sabado',
      'Makipagkilala sa iba pang bagong dating habang nagkakape at naglalakad sa palengke.',
    ],
    'mo-next-game': [
      'Gabi ng Hockey para sa mga Bagong Dating',
      'Ang una mong laro ng hockey! Libreng tiket para sa mga pamilyang bagong dating, na may maikling gabay sa mga patakaran.',
    ],
    'sj-rooms': [
      'Libreng Gabi sa The Rooms',
      'Libreng pasok sa provincial museum at art gallery tuwing Miyerkules ng gabi.',
    ],
    'sj-storytime': [
      'Kuwentuhan sa Iba’t Ibang Wika',
      'Binabasa ang mga kuwento sa Ingles at sa isa pang wika bawat linggo. Maaaring magboluntaryo ang mga pamilya na magbasa sa sarili nilang wika.',
    ],
    'sj-market': [
      'Umaga sa Palengke para sa mga Bagong Dating',
      'Kape, lokal na pagkain at pagkakataong makilala ang mga settlement worker.',
    ],
    'sj-next-sliding': [
      'Araw ng Kasiyahan sa Taglamig sa Bannerman Park',
      'Pagpapadulas sa niyebe, mga laro sa niyebe at mainit na tsokolate. Inirerekomenda ang snow pants at bota.',
    ],
  }),
};
