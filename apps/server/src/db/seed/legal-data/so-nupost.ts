import { s, type LegalPage } from './types.js';

export const NUPOST_SO: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'so',
  title: 'Shuruudaha adeegga NuPost',
  intro:
    'NuPost waa adeegga Harbour ee u oggolaanaya hay’adaha inay qoraallo, warar iyo ogeysiisyo u soo dhigaan dadka cusub ee bulshadooda. Shuruudahan waxay khuseeyaan hay’ad kasta oo isticmaasha NuPost, waxayna ku dheer yihiin shuruudaha iyo xaaladaha Harbour. Tani waa turjumaad loo sameeyay si ay wax kuu fududayso; haddii ay ka duwan tahay nuqulka Ingiriisiga ama nuqulka Faransiiska, waxaa la raacayaa nuqulka Ingiriisiga ama nuqulka Faransiiska.',
  sections: [
    s(
      '1. Cidda isticmaali karta NuPost',
      'NuPost waxaa loogu talagalay ganacsiyada diiwaangashan, hay’adaha aan faa’iido doonka ahayn, hay’adaha dawladda iyo kooxaha bulshada. Qofka sameeya akoonka NuPost wuxuu xaqiijinayaa inuu xaq u leeyahay inuu hay’adda matalo, iyo in faahfaahinta hay’addu ay run tahay.',
      '/terms-and-conditions',
    ),
    s(
      '2. Rukunkaaga',
      'NuPost waxaa lagu iibiyaa rukun (subscription) sida ku muujisan bogga qiimaha, doollarka Kanada, canshuurta ka hor. Rukunku si toos ah ayuu isu cusboonaysiiyaa dhammaadka muddo kasta, haddii aadan joojin ka hor taariikhda cusboonaysiinta. Wakhti kasta waad joojin kartaa; markaas adeeggu wuu sii shaqaynayaa ilaa dhammaadka muddada horay lacagteeda loo bixiyay. Muddo horay u bilaabatay lacagteeda lama celiyo, marka laga reebo marka sharcigu dalbado.',
      '/pricing#nupost',
    ),
    s(
      '3. Waxa aad soo dhigi karto',
      'Qoraalladaadu waa inay ahaadaan kuwo daacad ah, sharci ah oo waxtar u leh dadka cusub. Waa inaadan soo dhigin:\n\n- dalabyo been ah ama marin habaabin ah, oo ay ku jiraan shaqooyin aan jirin ama kuwo lacag dalbanaya;\n- waxyaabo ay ku jiraan nacayb, takoor, rabshad ama galmo si cad loo muujiyay;\n- codsiyo lagu dalbanayo dukumentiyada aqoonsiga, waraaqaha socdaalka (immigration) ama faahfaahinta bangiga;\n- agabka ololaha siyaasadda, ama fariimo aan la rabin (spam).\n\nAdiga ayaa mas’uul ka ah saxnaanta qoraalladaada iyo inaad xaq u leedahay qoraallada iyo sawirrada aad isticmaasho.',
    ),
    s(
      '4. Kormeerka qoraallada',
      'Waxaan dib u eegi karnaa, diidi karnaa, habayntiisa wax ka beddeli karnaa, ama tirtiri karnaa qoraal kasta oo jebiya shuruudahan, waxaana hakin karnaa akoon marar badan sidaas sameeya. Marka aan tirtirno qoraal, waxaan kuu sheegi doonnaa sababta, haddii aysan taasi jebinayn sharciga ama aysan qof khatar gelinayn.',
    ),
    s(
      '5. Turjumaadda iyo gaarsiinta',
      'Qoraallada waxaa si otomaatig ah loogu turjumi karaa luuqadaha Harbour. Turjumaadaha otomaatigga ah waxaa ku jiri kara khaladaad; qoraalka asalka ah ayaa ah kan la tixgeliyo. Ma dammaanad qaadno inta qof ee arki doonta qoraal ama wax ka qaban doonta.',
    ),
    s(
      '6. Macluumaadka shakhsiga ah',
      'Haddii dad ka jawaabaan qoraalladaada, waxaad helaysaa macluumaadkooda shakhsiga ah. Waa inaad u isticmaashaa oo keliya inaad uga jawaabto, aad u ilaaliso sida uu dalbado sharciga PIPEDA (sharciga federaalka ee Kanada ee ilaalinta macluumaadka shakhsiga ah), oo aad tirtirto marka aadan u baahnayn. Harbour wuxuu xogtiisa u maamulaa sida lagu sharxay siyaasadda arrimaha khaaska ah.',
      '/privacy-policy',
    ),
    s(
      '7. Mas’uuliyadda',
      'NuPost waxaa la bixiyaa “sida uu yahay”. Ilaa inta sharcigu oggol yahay, wadarta mas’uuliyadda Harbour ee sheegasho (claim) kasta oo ku saabsan NuPost waxay ku xaddidan tahay lacagta aad ku bixisay NuPost laba iyo tobanka bilood ee ka horreeyay sheegashada.',
    ),
    s(
      '8. Isbeddellada iyo xiriirka',
      'Waxaan cusboonaysiin karnaa shuruudahan; waxaan iimayl ugu diri doonnaa macaamiisha rukunka leh ugu yaraan 30 maalmood ka hor inta uusan isbeddel muhiim ahi dhaqan gelin. Shuruudahan waxaa xukuma sharciyada Jasiiradda Prince Edward iyo sharciyada Kanada. Su’aalo ma qabtaa? Nagu soo qor bogga “Nala soo xiriir”.',
      '/contact-us',
    ),
  ],
};
