import { pairs, type SiteTexts } from './types.js';

export const ES_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Aviso de tormenta invernal para la Isla del Príncipe Eduardo',
      'Environment Canada emitió un aviso de tormenta invernal para toda la isla desde esta noche hasta mañana por la tarde. Se esperan de 20 a 30 cm de nieve y vientos fuertes. Evite viajar si puede, cargue su teléfono y tenga una linterna a mano.',
    ],
    'pe-vaccine-clinics': [
      'Abren las clínicas de vacunación contra la gripe y la COVID-19',
      'Health PEI ofrece vacunas gratuitas contra la gripe y la COVID-19 en clínicas de toda la isla. Cualquier persona de 6 meses o más puede pedir cita. No necesita una tarjeta de salud de PEI para vacunarse. Traiga una identificación con foto si la tiene. Las farmacias también ponen las vacunas gratis.',
    ],
    'pe-health-card': [
      'Solicite su tarjeta de salud de PEI',
      '¿Acaba de llegar a la isla? Solicite su tarjeta de salud de PEI en cuanto llegue. La cobertura para residentes permanentes empieza el día en que usted se convierte en residente. Lleve sus documentos de inmigración y un comprobante de domicilio a cualquier oficina de Access PEI.',
    ],
    'ch-grafton-closure': [
      'Cierre de calle: Grafton Street entre Queen y Prince',
      'Grafton Street estará cerrada al tráfico entre Queen Street y Prince Street de 7 a. m. a 6 p. m. por reparaciones de una tubería de agua. Siga las señales de desvío. Las aceras siguen abiertas para los peatones.',
    ],
    'ch-parking-ban': [
      'Prohibición de estacionar de noche para limpiar la nieve',
      'La prohibición de estacionamiento invernal de la ciudad de Charlottetown está vigente de medianoche a 7 a. m. Los vehículos estacionados en la calle durante la prohibición pueden ser multados y remolcados para que las quitanieves limpien las calles. Use un estacionamiento fuera de la calle hasta que se levante la prohibición.',
    ],
    'ch-library-conversation': [
      'Círculo de conversación en inglés en la biblioteca',
      'Practique su inglés en un grupo relajado en la Biblioteca Pública del Confederation Centre todos los martes por la noche. Todos los niveles son bienvenidos, es gratis y no necesita inscribirse. Hay té y café.',
    ],
    'ch-newcomer-session': [
      'Sesión informativa para recién llegados: alquilar su primera vivienda',
      'Infórmese sobre contratos de alquiler, depósitos y sus derechos como inquilino en PEI. La sesión es gratuita y se pueden conseguir intérpretes si los pide con anticipación. Traiga sus preguntas sobre calefacción, servicios y qué hacer si algo se rompe.',
    ],
    'ch-transit-detour': [
      'Desvío de la ruta de autobús T3 esta semana',
      'Esta semana los autobuses T3 no pararán en University Avenue entre Belvedere Avenue y Allen Street. Hay paradas provisionales en Mount Edward Road.',
    ],
    'ch-recycling': [
      'Cambio en la recolección de residuos por las fiestas',
      'La recolección de los contenedores verde, azul y negro se retrasa un día durante la semana festiva. Saque sus contenedores antes de las 6 a. m. en su nuevo día.',
    ],
    'ch-public-skate': [
      'Patinaje público gratuito en Simmons Arena',
      'Hay patinaje público gratuito todos los domingos por la tarde. Se pueden pedir prestados patines y cascos en el mostrador hasta agotar existencias. Se recomienda el casco para todos.',
    ],
    'ch-tax-clinic': [
      'Clínica de impuestos gratuita para recién llegados',
      'Voluntarios pueden ayudarle gratis a presentar su declaración de impuestos si sus ingresos son modestos. Declarar le permite recibir beneficios como el crédito del GST/HST y la Canada Child Benefit, aunque no haya tenido ingresos.',
    ],
    'ch-water-flushing': [
      'Limpieza de tuberías de agua en East Royalty',
      'Las cuadrillas están limpiando las tuberías principales de agua en East Royalty durante la noche. El agua puede verse turbia por poco tiempo; deje correr el grifo de agua fría hasta que salga clara.',
    ],
    'ch-job-fair': [
      'Feria de empleo en Holland College',
      'Más de 40 empleadores de la isla estarán contratando en la feria de empleo de primavera. Traiga copias de su currículum. Habrá consejeros de empleo para recién llegados para ayudarle.',
    ],
    'ch-welcome-personal': [
      '¡Bienvenido a Harbour!',
      'Gracias por unirse a Harbour. Complete su perfil para que podamos mostrarle avisos, eventos y servicios de su comunidad.',
    ],
    'st-kinlock-paving': [
      'Pavimentación en Kinlock Road',
      'Kinlock Road tendrá un solo carril abierto con señalizadores de 8 a. m. a 5 p. m. mientras se termina la pavimentación. Espere pequeños retrasos.',
    ],
    'st-library-storytime': [
      'Hora del cuento en familia en la biblioteca de Stratford',
      'Cuentos, canciones y manualidades para niños de hasta 6 años y sus familias, todos los sábados por la mañana en la Biblioteca Pública de Stratford. Gratis, sin inscripción.',
    ],
    'co-snow-ban': [
      'Cornwall: no se puede estacionar en la calle durante la limpieza de nieve',
      'No deje vehículos en las calles del pueblo por la noche mientras las cuadrillas limpian la nieve. Los autos que estorben pueden ser remolcados a cargo del dueño.',
    ],
    'co-rec-programs': [
      'Abiertas las inscripciones para los programas recreativos de invierno',
      'Están abiertas las inscripciones para baloncesto juvenil, yoga para adultos y horarios de natación en familia. Hay ayuda con las cuotas para las familias que la necesiten.',
    ],
    'su-water-street': [
      'Water Street cerrada por obras de alcantarillado',
      'Water Street está cerrada entre Central Street y Summer Street por obras de alcantarillado. Solo tráfico local.',
    ],
    'su-newcomer-session': [
      'Sesión informativa para recién llegados en Credit Union Place',
      'Conozca a trabajadores de asentamiento, pregunte sobre escuelas, licencias de conducir y empleo, y conéctese con otros recién llegados en Summerside. Los niños son bienvenidos.',
    ],
    'ns-shore-library': [
      'La biblioteca móvil para en el North Shore Community Centre',
      'La biblioteca móvil visita el North Shore Community Centre cada dos miércoles por la tarde. Pida libros prestados y obtenga una tarjeta de biblioteca gratuita.',
    ],
    'nsw-burn-restrictions': [
      'Restricciones de quema en toda Nueva Escocia',
      'Por el tiempo seco no se permiten fogatas en ningún lugar de la provincia entre las 8 a. m. y las 7 p. m. Consulte el mapa de quemas antes de encender cualquier fuego.',
    ],
    'hx-parking-ban': [
      'Prohibición de estacionar de noche en invierno en Halifax',
      'La prohibición de estacionamiento nocturno de invierno está vigente de 1 a. m. a 6 a. m. en la Zona 1 (central) y la Zona 2 (no central). Los vehículos en la calle pueden ser multados y remolcados para que las cuadrillas limpien la nieve.',
    ],
    'hx-bridge-lane': [
      'Puente Macdonald: un carril cerrado por la noche',
      'Un carril del puente Macdonald estará cerrado de 9 p. m. a 5 a. m. por mantenimiento. El carril para bicicletas y peatones sigue abierto.',
    ],
    'hx-library-newcomers': [
      'Programas para recién llegados en la Biblioteca Central de Halifax',
      'Las bibliotecas públicas de Halifax ofrecen grupos de conversación en inglés, ayuda para buscar empleo y clases de computación gratuitas para recién llegados. Pida en cualquier mostrador una tarjeta de biblioteca gratuita, que también da pases gratis a museos.',
    ],
    'hx-vaccine-clinic': [
      'Clínica de vacunación sin cita este fin de semana',
      'El sábado y el domingo funciona una clínica gratuita sin cita para vacunas contra la gripe y la COVID-19. No se necesita tarjeta de salud.',
    ],
    'nb-vaccine-clinics': [
      'Vacunas contra la gripe gratis para todos en Nuevo Brunswick',
      'Las vacunas contra la gripe son gratuitas en farmacias y clínicas de salud pública de todo Nuevo Brunswick. Pida cita en línea o por teléfono.',
    ],
    'mo-parking-ban': [
      'Prohibición de estacionar de noche en Moncton',
      'No se permite estacionar en la calle de medianoche a 7 a. m. mientras esté vigente la prohibición de estacionamiento invernal. Las quitanieves necesitan el espacio para limpiar las calles.',
    ],
    'mo-main-closure': [
      'Main Street cerrada por el festival de invierno',
      'Main Street, entre Botsford y Lutz, estará cerrada a los autos el sábado de 10 a. m. a 10 p. m. Los autobuses usarán Assomption Boulevard.',
    ],
    'mo-library-cafe': [
      'Café de conversación en la Biblioteca Pública de Moncton',
      'Practique inglés o francés con voluntarios amables todos los jueves por la noche. Gratis para todos.',
    ],
    'mo-newcomer-session': [
      'Sesión para recién llegados: su primer invierno en Moncton',
      'Aprenda a vestirse para el frío, a calentar su casa sin gastar mucho y a conducir con seguridad en la nieve. Abrigos de invierno gratis para familias hasta agotar existencias.',
    ],
    'nl-power-advisory': [
      'Aviso de vientos fuertes y cortes de electricidad',
      'Se esperan ráfagas de hasta 120 km/h en la península de Avalon esta noche. Puede haber cortes de luz: mantenga sus dispositivos cargados y tenga agua y linternas a mano.',
    ],
    'sj-snow-clearing': [
      'St. John’s: prohibido estacionar de noche en la calle',
      'No se permite estacionar de noche en las calles de la ciudad de medianoche a 7 a. m. durante la temporada de limpieza de nieve. Los vehículos pueden ser remolcados.',
    ],
    'sj-water-street': [
      'Desvío peatonal en Water Street',
      'Parte de la acera de Water Street está cerrada cerca de Prescott Street por obras de construcción. Use el pasillo cubierto al otro lado de la calle.',
    ],
    'sj-library-storytime': [
      'Hora del cuento en la biblioteca A.C. Hunter',
      'Traiga a sus pequeños a escuchar canciones y cuentos todos los miércoles por la mañana. Gratis, y todas las familias son bienvenidas.',
    ],
    'sj-newcomer-info': [
      'Sesión informativa para recién llegados: encontrar trabajo en St. John’s',
      'Consejeros de empleo explican cómo escribir un currículum al estilo canadiense, lograr el reconocimiento de sus títulos y encontrar ofertas de trabajo. Gratis, con cuidado de niños en el lugar.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      '10 % de descuento en cualquier combo de bebida y pastelito',
      'Uno por visita. Para comer aquí o para llevar.',
    ],
    'ISLANDBEAN-FREE': [
      'Café gratis con cualquier sándwich de desayuno',
      'Entre semana antes de las 10 a. m.',
    ],
    'HARBOURFRESH-5': [
      '5 $ de descuento en una compra de 50 $ o más',
      'Antes de impuestos. Uno por hogar por semana.',
    ],
    'HARBOURFRESH-RICE': ['15 % de descuento en arroz, lentejas y especias', 'Hasta agotar existencias.'],
    'CYCLEMONCTON-TUNE': [
      '20 $ de descuento en una puesta a punto completa de bicicleta',
      'Con cita previa. No válido con otras ofertas.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Ajuste de casco gratis y 10 % de descuento en un casco nuevo',
      'Cascos para niños y adultos.',
    ],
    'SUMMERSIDE-BOOKS': ['20 % de descuento en libros para aprender inglés y francés', 'Solo en tienda.'],
    'STJOHNS-WARM': [
      '25 % de descuento en abrigos y botas de invierno para recién llegados',
      'Muestre este código en la caja. Un abrigo y un par de botas por persona.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Noche de bienvenida para recién llegados',
      'Una velada para conocer a vecinos, trabajadores de asentamiento y grupos comunitarios. Cena ligera, música y mesas informativas sobre vivienda, salud y empleo. Intérpretes de árabe, farsi y ucraniano en el lugar.',
    ],
    'ch-conversation': [
      'Círculo de conversación en inglés',
      'Practique el inglés de todos los días en un grupo pequeño y amable. Todos los niveles son bienvenidos; no hace falta inscribirse.',
    ],
    'ch-market-tour': [
      'Recorrido por el mercado de agricultores para recién llegados',
      'Un paseo guiado por el mercado: alimentos locales, productos de temporada y cómo comprar con poco presupuesto. Degustaciones gratis de agricultores de la isla.',
    ],
    'ch-career-workshop': [
      'Taller de currículum canadiense',
      'Traiga su currículum y su computadora portátil si tiene una. Consejeros de empleo muestran lo que buscan los empleadores de la isla y revisan currículums uno a uno.',
    ],
    'ch-winter-walk': [
      'Paseo familiar en Victoria Park',
      'Un paseo fácil por el malecón con chocolate caliente al final. Abríguese bien; los cochecitos son bienvenidos.',
    ],
    'ch-next-potluck': [
      'Comida comunitaria compartida y muestra cultural',
      'Traiga un plato de casa para compartir (opcional) y disfrute de danzas y música de las comunidades de la isla.',
    ],
    'ch-next-tax': [
      'Clínica de impuestos gratuita',
      'Voluntarios presentan gratis declaraciones de impuestos sencillas. Traiga su identificación, su SIN y sus comprobantes fiscales. Venga sin cita o reserve una hora.',
    ],
    'pe-welcome-day': [
      'Día de bienvenida para recién llegados de la isla',
      'Feria de bienvenida provincial con servicios del gobierno, empleadores, escuelas y grupos comunitarios bajo un mismo techo. Almuerzo gratis y actividades para niños.',
    ],
    'st-storytime': [
      'Hora del cuento en familia los sábados',
      'Cuentos, rimas y una manualidad sencilla para niños de hasta 6 años y sus adultos.',
    ],
    'st-next-skate': [
      'Aprenda a patinar: para recién llegados',
      '¿Primera vez sobre patines? Voluntarios enseñan lo básico. Se prestan patines y cascos.',
    ],
    'co-yoga': [
      'Yoga comunitario suave',
      'Una clase tranquila, ideal para principiantes. Traiga una esterilla si tiene; hay algunas para prestar.',
    ],
    'su-info-session': [
      'Sesión informativa para recién llegados',
      'Trabajadores de asentamiento explican las escuelas, las tarjetas de salud y las licencias de conducir, y responden sus preguntas.',
    ],
    'su-book-club': [
      'Club de lectura en inglés fácil',
      'Lean juntos libros cortos y sencillos y conversen sobre ellos. Los libros se prestan gratis.',
    ],
    'nsh-kitchen-party': [
      'Fiesta de cocina de North Shore',
      'Música tradicional de violín de la isla, baile zapateado y un almuerzo de sándwiches y dulces.',
    ],
    'hx-conversation': [
      'Café de conversación en inglés',
      'Pase a practicar inglés con voluntarios en el segundo piso de la Biblioteca Central.',
    ],
    'hx-market': [
      'Recorrido de bienvenida por el Seaport Market',
      'Conozca a agricultores locales y descubra qué se cultiva en Nueva Escocia en cada estación.',
    ],
    'hx-skate': [
      'Patinaje gratis en el Emera Oval',
      'Patinaje gratis y préstamo de cascos para su primera vez sobre el hielo. Voluntarios ayudan a los principiantes.',
    ],
    'hx-next-employment': [
      'Trabajar en Nueva Escocia: taller de empleo',
      'Cultura laboral, entrevistas y reconocimiento de sus títulos. Se recomienda inscribirse.',
    ],
    'mo-cafe': ['Café de conversación bilingüe', 'Practique inglés y francés con voluntarios amables.'],
    'mo-market': [
      'Encuentro en el mercado del sábado',
      'Conozca a otros recién llegados con un café y un paseo por el mercado.',
    ],
    'mo-next-game': [
      'Noche de hockey para recién llegados',
      '¡Su primer partido de hockey! Entradas gratis para familias recién llegadas, con una guía rápida de las reglas.',
    ],
    'sj-rooms': [
      'Noche gratis en The Rooms',
      'Entrada gratuita al museo y la galería de arte provinciales los miércoles por la noche.',
    ],
    'sj-storytime': [
      'Hora del cuento multilingüe',
      'Cuentos leídos en inglés y en otro idioma cada semana. Las familias pueden ofrecerse para leer en el suyo.',
    ],
    'sj-market': [
      'Mañana de mercado para recién llegados',
      'Café, comida local y la oportunidad de conocer a trabajadores de asentamiento.',
    ],
    'sj-next-sliding': [
      'Día de diversión invernal en Bannerman Park',
      'Deslizamiento en trineo, juegos en la nieve y chocolate caliente. Se recomiendan pantalones de nieve y botas.',
    ],
  }),
};
