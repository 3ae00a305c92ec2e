import { s, type LegalPage } from './types.js';

export const CONSENT_SO: LegalPage = {
  slug: 'privacy-terms',
  language: 'so',
  title: 'Arrimaha khaaska ah iyo shuruudaha',
  intro:
    'Ka hor inta aadan samaysan akoonkaaga Harbour, halkan waxaa ku qoran soo koobid gaaban oo ku saabsan waxa aad oggolaanayso. Shuruudaha iyo xaaladaha iyo siyaasadda arrimaha khaaska ah oo dhammaystiran waxaa laga helayaa linkiyada hoose; qoraalladaas ayaa ah kuwa la tixgeliyo. Tani waa turjumaad loo sameeyay si ay wax kuu fududayso; haddii ay ka duwan tahay nuqulka Ingiriisiga ama nuqulka Faransiiska, waxaa la raacayaa nuqulka Ingiriisiga ama nuqulka Faransiiska.',
  sections: [
    s(
      'Waxa aad oggolaanayso',
      'Markaad samaysato akoon, waxaad xaqiijinaysaa in:\n\n- macluumaadka aad bixiso ay run yihiin;\n- aad tahay ugu yaraan 13 jir, ama aad haysato oggolaanshaha waalid ama mas’uul sharci ah (guardian);\n- aad dadka kale ee Harbour ula dhaqmi doonto si ixtiraam leh, oo aadan soo dhigi doonin wax sharci darro ah, nacayb ah ama marin habaabin ah;\n- aad aqbalayso shuruudaha iyo xaaladaha Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'Waxa aan ku samayno macluumaadkaaga',
      'Waxaan u isticmaalnaa magacaaga, cinwaanka iimaylkaaga, gobolkaaga, magaaladaada iyo luuqaddaada si aan u maamulno akoonkaaga oo aan kuu tusno macluumaadka bulshadaada, luuqaddaada. Ma iibinno macluumaadkaaga. Waan haynaa inta akoonkaagu furan yahay, waxaana tirtirnaa ama ka dhignaa mid aan lagu garan karin cidda aad tahay 30 maalmood gudahood kadib marka aad tirtirto akoonkaaga, marka laga reebo waxa sharcigu nagu waajibiyo inaan hayno.',
      '/privacy-policy',
    ),
    s(
      'Iimaylada',
      'Waxaan kuu soo diri doonnaa iimaylada akoonkaagu u baahan yahay, sida xaqiijinta cinwaankaaga iyo dib u dejinta erayga sirta ah. Wararka bulshada waxaan soo dirnaa oo keliya haddii aad codsato, iimayl kasta oo noocaas ahna wuxuu kuu oggolaanayaa inaad joojiso helitaankooda.',
    ),
    s(
      'Qalabkaaga',
      'Biraawsarkaagu wuxuu kaydiyaa gelitaankaaga, luuqaddaada, gobolkaaga iyo magaaladaada si aadan mar kasta u dooran. Ma isticmaalno kuukiyada xayeysiiska (advertising cookies).',
    ),
    s(
      'Xuquuqdaada',
      'Wakhti kasta waad arki kartaa, sixi kartaa ama tirtiri kartaa macluumaadkaaga, waxaadna ka noqon kartaa oggolaanshahaaga adigoo tirtiraya akoonkaaga. Sharciga PIPEDA (sharciga federaalka ee Kanada ee ilaalinta macluumaadka shakhsiga ah) hoostiisa, waxaad sidoo kale cabasho u gudbin kartaa Xafiiska Wakiilka Arrimaha Khaaska ah ee Kanada (Office of the Privacy Commissioner of Canada). Su’aal kasta, nagu soo qor bogga “Nala soo xiriir”.',
      '/contact-us',
    ),
  ],
};
