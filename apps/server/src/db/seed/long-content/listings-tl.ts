import type { DemoListingTexts } from './demo-listings-types.js';

/** Tagalog (Filipino) texts of the demo listings, written without a native reviewer. */
export const TL_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'halal karne grocery pampalasa bigas',
      description:
        'Isang grocery ng pamilya na may halal na karne, sariwang gulay at prutas, mga pampalasa at bigas mula sa iba’t ibang panig ng mundo.',
    },
    'International Grocery': {
      keywords: 'asyano aprikano latino grocery imported pagkain',
      description:
        'Mga imported na pagkain mula sa Asya, Africa at Latin America, at may mga staff na nagsasalita ng iba’t ibang wika.',
    },
    Bakery: {
      keywords: 'panaderya tinapay pastry cake kape',
      description:
        'Sariwang tinapay tuwing umaga, mga pastry, cake na ipinapagawa ayon sa gusto ninyo, at masarap na kape.',
    },
    'Shawarma House': {
      keywords: 'shawarma falafel takeout halal kainan',
      description: 'Shawarma, falafel at mga pang-pamilyang platter na puwedeng kainin dito o i-takeout.',
    },
    Café: {
      keywords: 'kape tsaa almusal wifi',
      description:
        'Isang magiliw na café na may almusal, tanghalian, libreng Wi-Fi at bulletin board para sa komunidad.',
    },
    'Plumbing & Heating': {
      keywords: 'tubero heat pump pugon pagkukumpuni emergency',
      description:
        'Mga lisensiyadong tubero para sa pagkukumpuni, heat pump at serbisyo sa furnace (pampainit ng bahay); sinasagot namin ang mga emergency na tawag.',
    },
    'Electrical Services': {
      keywords: 'electrician kable pagkukumpuni pagkakabit',
      description: 'Mga electrician para sa bahay at negosyo: ligtas na wiring, electrical panel at ilaw.',
    },
    'Cleaning Co.': {
      keywords: 'paglilinis bahay paglilinis opisina paglipat',
      description:
        'Paglilinis ng bahay at opisina, paglilinis bago lumipat o pagkaalis sa bahay, at mga produktong hindi nakasisira sa kalikasan.',
    },
    'Auto Repair': {
      keywords: 'mekaniko talyer sasakyan winter tires inspeksiyon',
      description:
        'Pagkukumpuni ng sasakyan, pagpapalit ng winter tires at mga safety inspection ng probinsiya.',
    },
    'Driving School': {
      keywords: 'pagmamaneho leksiyon lisensiya road test',
      description:
        'Mga pasensiyosong instructor na tumutulong sa mga bagong dating na maghanda para sa road test; may mga leksiyon sa iba’t ibang wika.',
    },
    Physiotherapy: {
      keywords: 'physio masahe rehabilitasyon pinsala',
      description:
        'Physiotherapy at massage therapy; direktang sinisingil sa karamihan ng mga insurance plan.',
    },
    Pharmacy: {
      keywords: 'botika reseta bakuna gamot',
      description:
        'Mga reseta, flu shot (bakuna laban sa trangkaso) at magiliw na payo mula sa aming mga pharmacist.',
    },
    'Dental Clinic': {
      keywords: 'dentista linis ngipin emergency dental',
      description:
        'Dentista para sa buong pamilya na tumatanggap ng mga bagong pasyente, kasama ang mga sakop ng Canadian Dental Care Plan.',
    },
    'Immigration Consulting': {
      keywords: 'imigrasyon permanent residence work permit study permit',
      description: 'Mga lisensiyadong consultant para sa work permit, study permit at permanent residence.',
    },
    'Law Office': {
      keywords: 'abogado notaryo real estate batas pampamilya',
      description: 'Real estate, batas pampamilya at serbisyo ng notaryo, at may interpreter kapag hiniling.',
    },
    'Tax & Accounting': {
      keywords: 'income tax accountant bookkeeping buwis',
      description:
        'Paghahain ng personal na income tax para sa mga bagong dating, bookkeeping para sa maliliit na negosyo at pag-aaplay para sa mga benepisyo.',
    },
    'Tutoring Centre': {
      keywords: 'tutor matematika ingles pranses takdang-aralin',
      description: 'Tutoring pagkatapos ng klase sa matematika, Ingles at Pranses para sa lahat ng baitang.',
    },
    'Language School': {
      keywords: 'klase ingles klase pranses ielts',
      description:
        'Mga klase sa Ingles at Pranses para sa mga nasa hustong gulang, at paghahanda para sa IELTS at CELPIP.',
    },
    'Hair Salon': {
      keywords: 'gupit salon kulay tirintas',
      description: 'Gupit, pagkukulay at pagtitirintas para sa lahat ng uri ng buhok.',
    },
    Barbershop: {
      keywords: 'barbero gupit balbas fade',
      description: 'Gupit kahit walang appointment, fade at pag-aayos ng balbas.',
    },
    'Thrift Store': {
      keywords: 'ukay-ukay segunda-mano muwebles damit winter coat',
      description: 'Murang segunda-manong damit, winter coat at muwebles para sa bagong tahanan.',
    },
    'Translation Services': {
      keywords: 'certified translation interpreter dokumento pagsasalin',
      description:
        'Certified na pagsasalin ng mga dokumento at mga interpreter para sa inyong mga appointment.',
    },
    Daycare: {
      keywords: 'daycare maagang pag-aaral preschool',
      description:
        'Lisensiyadong early learning centre na may bakanteng puwesto para sa mga sanggol at mga batang preschool.',
    },
    'Phone & Computer Repair': {
      keywords: 'ayos cellphone computer screen sim card',
      description:
        'Pagkukumpuni ng cellphone at laptop, mga openline na cellphone at tulong sa pagpili ng mobile plan.',
    },
  },
  proudlyServing: 'Buong-pagmamalaking naglilingkod sa {city}.',
  jobs: {
    'Line Cook': {
      title: 'Line Cook',
      education: 'Hindi kailangan ng pormal na pag-aaral',
      skills: 'Kaligtasan sa pagkain, pakikipagtulungan sa team, mabilis magtrabaho',
      description:
        'Maghanda ng mga pagkain sa isang abalang kusina at panatilihing malinis at ligtas ang inyong puwesto.',
    },
    Cashier: {
      title: 'Cashier',
      education: 'Diploma sa high school',
      skills: 'Customer service, paghawak ng pera',
      description:
        'Salubungin ang mga customer, asikasuhin ang mga bayad at panatilihing maayos ang harapan ng tindahan.',
    },
    'Personal Support Worker': {
      title: 'Personal Support Worker (PSW)',
      education: 'Sertipiko ng PSW o CCA (caregiver)',
      skills: 'Malasakit, first aid, maaasahan',
      description:
        'Tulungan ang mga nakatatanda sa pang-araw-araw nilang pamumuhay sa kanilang tahanan at sa long-term care.',
    },
    'Warehouse Associate': {
      title: 'Warehouse Associate',
      education: 'Diploma sa high school',
      skills: 'Pagbubuhat, bentahe kung marunong mag-forklift, maingat sa detalye',
      description: 'Kumuha, mag-empake at magpadala ng mga order; may training sa pag-forklift.',
    },
    'Fish Plant Worker': {
      title: 'Fish Plant Worker',
      education: 'Hindi kailangan ng pormal na pag-aaral',
      skills: 'Tibay ng katawan, kalinisan, pakikipagtulungan sa team',
      description:
        'Magproseso ng lamang-dagat sa isang production line; may mga pana-panahon at buong-taong shift.',
    },
    'Early Childhood Educator': {
      title: 'Early Childhood Educator (ECE)',
      education: 'Diploma sa ECE (edukasyon ng maliliit na bata)',
      skills: 'Pagtuturo sa pamamagitan ng laro, pasensiya, first aid',
      description:
        'Magplano ng mga aktibidad at mag-alaga ng mga bata sa isang lisensiyadong early learning centre.',
    },
    'Software Developer': {
      title: 'Software Developer',
      education: 'Degree o diploma sa computer science',
      skills: 'TypeScript, SQL, pakikipagtulungan sa team',
      description: 'Bumuo at magmantini ng mga web application kasama ang isang magiliw na product team.',
    },
    'Registered Nurse': {
      title: 'Registered Nurse (RN)',
      education: 'Degree sa nursing at rehistro sa probinsiya',
      skills: 'Pag-aalaga sa pasyente, pagsusuri, komunikasyon',
      description: 'Magbigay ng nursing care sa ospital o sa komunidad; may signing bonus.',
    },
    'Truck Driver (Class 1)': {
      title: 'Truck Driver (Class 1)',
      education: 'Lisensiyang Class 1',
      skills: 'Malinis na rekord sa pagmamaneho, logbook',
      description:
        'Mga rutang panrehiyon at malayuan sa buong Maritimes (New Brunswick, Nova Scotia at PEI).',
    },
    'Customer Service Representative': {
      title: 'Customer Service Representative (CSR)',
      education: 'Diploma sa high school',
      skills: 'Bentahe kung bilingual, mahusay makinig, marunong sa computer',
      description:
        'Sagutin ang mga tawag at chat ng mga customer; may buong training, malugod na tinatanggap ang mga bilingual.',
    },
    Housekeeper: {
      title: 'Housekeeper',
      education: 'Hindi kailangan ng pormal na pag-aaral',
      skills: 'Maingat sa detalye, maaasahan',
      description: 'Linisin ang mga kuwarto ng bisita at mga common area sa isang abalang hotel.',
    },
    Carpenter: {
      title: 'Karpintero',
      education: 'Bentahe kung may Red Seal (pambansang sertipikasyon sa trade)',
      skills: 'Framing, finishing, pagbasa ng plano',
      description: 'Magtayo ng mga bagong bahay at mag-renovate; malugod na tinatanggap ang mga apprentice.',
    },
    Bookkeeper: {
      title: 'Bookkeeper',
      education: 'Diploma sa accounting',
      skills: 'QuickBooks, payroll (pagpapasuweldo), Excel',
      description:
        'Hawakan ang mga libro ng accounting, asikasuhin ang payroll at maghanda ng buwanang ulat.',
    },
    Dishwasher: {
      title: 'Dishwasher',
      education: 'Hindi kailangan ng pormal na pag-aaral',
      skills: 'Pakikipagtulungan sa team, mabilis magtrabaho',
      description:
        'Panatilihing tuloy-tuloy ang takbo ng kusina: paghuhugas ng pinggan, pagtulong sa paghahanda at paglilinis.',
    },
    'Settlement Worker': {
      title: 'Settlement Worker',
      education: 'Degree sa social work o kaugnay na larangan',
      skills: 'Mga wika, malasakit, case management',
      description:
        'Tulungan ang mga pamilyang bagong dating na manirahan: tirahan, pag-enrol sa paaralan at mga appointment.',
    },
  },
  hiringIn: 'Naghahanap ng empleyado ang {company} sa {city}.',
  howToApply: [
    'Ipadala ang inyong résumé sa e-mail ng hiring manager.',
    'Mag-apply nang personal dala ang inyong résumé, Lunes hanggang Biyernes.',
    'Mag-apply online sa aming website; sinasagot namin ang bawat aplikante.',
    'Tawagan kami para mag-book ng maikling interview.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Nakikipagkita ang mga volunteer sa mga pamilyang bagong dating, inililibot sila sa bayan at tinutulungan sa kanilang mga unang appointment.',
      needs:
        'Mga taong magiliw na puwedeng maging kakuwentuhan, at mga driver na maghahatid sa mga appointment.',
      mission: 'Walang dapat makaramdam ng pag-iisa sa bagong tahanan.',
    },
    'Community Food Bank': {
      description: 'Isang food bank na naglilingkod sa mga pamilya at indibidwal linggo-linggo.',
      needs: 'Tulong sa pag-aayos ng mga donasyon at pag-iimpake ng mga hamper tuwing umaga ng weekday.',
      mission: 'Masustansiyang pagkain para sa lahat sa ating komunidad.',
    },
    'Big Brothers Big Sisters': {
      description: 'Mentoring na nagbabago ng buhay ng mga kabataan.',
      needs: 'Mga mentor na makapagbibigay ng isang oras kada linggo sa loob ng isang taon.',
      mission: 'Karapat-dapat ang bawat kabataan na magkaroon ng mentor.',
    },
    'Seniors Friendly Visiting': {
      description:
        'Dinadalaw ng mga volunteer ang mga nakatatandang nag-iisa sa kanilang bahay at sa mga care home.',
      needs: 'Mga lingguhang bisita, lalo na ang mga nakapagsasalita ng pangalawang wika.',
      mission: 'Kabaitan at samahan para sa ating mga nakatatandang kapitbahay.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Buwanang paglilinis ng beach at dalampasigan sa kahabaan ng baybayin.',
      needs: 'Sinumang makapaglalaan ng isang Sabado ng umaga sa labas.',
      mission: 'Malinis na dalampasigan para sa tao at sa mga hayop.',
    },
    'Community Arts Collective': {
      description: 'Libreng art workshop at isang taunang multicultural festival.',
      needs: 'Mga katulong sa mga workshop at sa paghahanda ng festival.',
      mission: 'Pinaglalapit ng sining ang mga tao.',
    },
    'Youth Soccer League': {
      description: 'Soccer na panlibangan para sa mga batang edad 5 hanggang 16.',
      needs: 'Mga coach, referee at katulong sa field para sa summer season.',
      mission: 'Sports para sa bawat bata, anuman ang kanyang pinagmulan.',
    },
    'Hospital Auxiliary': {
      description:
        'Tinutulungan ng mga volunteer ang mga bisita na mahanap ang kanilang pupuntahan, at pinapatakbo nila ang gift shop.',
      needs: 'Mga tagasalubong at katulong sa gift shop, may shift sa araw at sa gabi.',
      mission: 'Mainit na pagtanggap para sa mga pasyente at kanilang pamilya.',
    },
    'Humane Society': {
      description: 'Pag-aalaga sa shelter at pag-aampon ng mga pusa at aso.',
      needs: 'Mga magpapasyal ng aso, mga lalambing sa pusa at mga foster home (pansamantalang tahanan).',
      mission: 'Mapagmahal na tahanan para sa bawat hayop.',
    },
    'Adult Literacy Council': {
      description: 'One-on-one na pagtuturo sa pagbasa, pagsulat at pakikipag-usap sa Ingles.',
      needs: 'Mga tutor para sa mga sesyon sa gabi; may training na ibinibigay.',
      mission: 'Nagbubukas ng pinto ang pagbabasa.',
    },
    'Community Garden Network': {
      description: 'Mga pinagsasaluhang taniman at mga workshop sa pagtatanim.',
      needs: 'Mga hardinero na tutulong sa pagtatanim, pagdidilig at mga araw ng pag-aani.',
      mission: 'Magtanim ng pagkain, palaguin ang komunidad.',
    },
    'Multicultural Association': {
      description: 'Mga kultural na event, interpretasyon at suporta para sa mga bagong dating.',
      needs:
        'Mga interpreter, katulong sa mga event at mga taong sasalubong sa mga bagong dating sa airport.',
      mission: 'Ipagdiwang ang bawat kulturang tumuturing sa lugar na ito bilang tahanan.',
    },
    'Meals on Wheels': {
      description: 'Mainit na pagkaing inihahatid sa mga nakatatanda at sa mga taong nagpapagaling sa bahay.',
      needs: 'Mga driver na may kotse para sa dalawang-oras na ruta tuwing tanghalian.',
      mission: 'Mainit na pagkain at isang magiliw na mukha sa pintuan.',
    },
    'Homework Club': {
      description: 'Tulong sa takdang-aralin pagkatapos ng klase sa pampublikong aklatan.',
      needs: 'Mga volunteer na magaling sa matematika o Ingles, tuwing hapon ng weekday.',
      mission: 'Kayang magtagumpay ng bawat estudyante sa kaunting tulong.',
    },
  },
  notes: [
    'Kailangan ng police record check para sa ilang tungkulin.',
    'May training na ibinibigay; hindi kailangan ng karanasan.',
    'Malugod na tinatanggap ang mga bagong dating — magandang paraan ang pagvo-volunteer para makakilala ng mga tao.',
    'Puwedeng papirmahan ang mga oras ng pagvo-volunteer para sa paaralan at bilang job reference.',
  ],
};
