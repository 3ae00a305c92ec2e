import type { DemoListingTexts } from './demo-listings-types.js';

/** Spanish (neutral Latin American) texts of the demo listings, written without a native reviewer. */
export const ES_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'halal carne mercado comestibles especias arroz',
      description:
        'Un mercado familiar con carne halal, frutas y verduras frescas, especias y arroz de todo el mundo.',
    },
    'International Grocery': {
      keywords: 'tienda asiática africana latina alimentos importados',
      description:
        'Alimentos importados de Asia, África y América Latina, con personal que habla varios idiomas.',
    },
    Bakery: {
      keywords: 'panadería pan pasteles café',
      description: 'Pan fresco todas las mañanas, repostería, pasteles por encargo y buen café.',
    },
    'Shawarma House': {
      keywords: 'shawarma falafel para llevar halal',
      description: 'Shawarma, falafel y platos familiares para comer en el local o para llevar.',
    },
    Café: {
      keywords: 'café té desayuno wifi',
      description:
        'Una cafetería acogedora con desayunos, almuerzos, wifi gratis y un tablero de anuncios comunitario.',
    },
    'Plumbing & Heating': {
      keywords: 'plomero bomba calor calefacción reparación emergencia',
      description:
        'Plomeros con licencia para reparaciones, bombas de calor y mantenimiento de calefacción; atendemos llamadas de emergencia.',
    },
    'Electrical Services': {
      keywords: 'electricista cableado reparación instalación',
      description:
        'Electricistas residenciales y comerciales: cableado seguro, tableros eléctricos e iluminación.',
    },
    'Cleaning Co.': {
      keywords: 'limpieza casas limpieza oficinas mudanza',
      description:
        'Limpieza de casas y oficinas, limpieza al mudarse o al dejar una vivienda, productos ecológicos.',
    },
    'Auto Repair': {
      keywords: 'mecánico taller reparación auto llantas invierno inspección',
      description:
        'Reparación de autos, cambio de llantas de invierno e inspecciones de seguridad provinciales.',
    },
    'Driving School': {
      keywords: 'clases manejo licencia examen práctico',
      description:
        'Instructores pacientes ayudan a los recién llegados a prepararse para el examen práctico de manejo; clases en varios idiomas.',
    },
    Physiotherapy: {
      keywords: 'fisioterapia masaje rehabilitación lesión',
      description: 'Fisioterapia y masoterapia; facturación directa a la mayoría de los seguros.',
    },
    Pharmacy: {
      keywords: 'farmacia recetas vacunas medicamentos',
      description: 'Recetas, vacunas contra la gripe y consejos amables de nuestros farmacéuticos.',
    },
    'Dental Clinic': {
      keywords: 'dentista limpieza dientes emergencia dental',
      description:
        'Odontología familiar que acepta pacientes nuevos, incluidos los del Plan Canadiense de Atención Dental.',
    },
    'Immigration Consulting': {
      keywords: 'inmigración residencia permanente permiso trabajo permiso estudios',
      description:
        'Consultores autorizados para permisos de trabajo, permisos de estudio y residencia permanente.',
    },
    'Law Office': {
      keywords: 'abogado notario bienes raíces derecho familiar',
      description: 'Bienes raíces, derecho de familia y servicios notariales, con intérpretes a solicitud.',
    },
    'Tax & Accounting': {
      keywords: 'declaración impuestos contador contabilidad',
      description:
        'Declaraciones de impuestos personales para recién llegados, contabilidad para pequeñas empresas y solicitudes de beneficios.',
    },
    'Tutoring Centre': {
      keywords: 'tutorías matemáticas inglés francés tareas',
      description: 'Tutorías después de clases en matemáticas, inglés y francés para todos los grados.',
    },
    'Language School': {
      keywords: 'clases inglés clases francés ielts',
      description: 'Clases de inglés y francés para adultos, preparación para IELTS y CELPIP.',
    },
    'Hair Salon': {
      keywords: 'corte peluquería tinte trenzas',
      description: 'Cortes, tintes y trenzas para todo tipo de cabello.',
    },
    Barbershop: {
      keywords: 'barbero corte barba degradado',
      description: 'Cortes sin cita, degradados y arreglo de barba.',
    },
    'Thrift Store': {
      keywords: 'segunda mano muebles ropa abrigos invierno',
      description: 'Ropa de segunda mano a buen precio, abrigos de invierno y muebles para su nuevo hogar.',
    },
    'Translation Services': {
      keywords: 'traducción certificada intérprete documentos',
      description: 'Traducción certificada de documentos e intérpretes para sus citas.',
    },
    Daycare: {
      keywords: 'guardería educación inicial preescolar',
      description:
        'Centro de educación inicial con licencia, con cupos para bebés y niños en edad preescolar.',
    },
    'Phone & Computer Repair': {
      keywords: 'reparación celular computadora pantalla chip sim',
      description:
        'Reparación de celulares y computadoras portátiles, teléfonos liberados y ayuda para elegir un plan móvil.',
    },
  },
  proudlyServing: 'Con orgullo al servicio de {city}.',
  jobs: {
    'Line Cook': {
      title: 'Cocinero de línea',
      education: 'No se requiere educación formal',
      skills: 'Inocuidad alimentaria, trabajo en equipo, rapidez',
      description:
        'Preparar comidas en una cocina con mucho movimiento y mantener su estación limpia y segura.',
    },
    Cashier: {
      title: 'Cajero',
      education: 'Diploma de escuela secundaria',
      skills: 'Atención al cliente, manejo de efectivo',
      description: 'Recibir a los clientes, cobrar los pagos y mantener ordenado el frente de la tienda.',
    },
    'Personal Support Worker': {
      title: 'Asistente de cuidado personal',
      education:
        'Certificado de asistente de cuidado personal (PSW) o de asistente de cuidados continuos (CCA)',
      skills: 'Compasión, primeros auxilios, responsabilidad',
      description:
        'Apoyar a personas mayores en su vida diaria, en sus hogares y en centros de cuidado a largo plazo.',
    },
    'Warehouse Associate': {
      title: 'Operario de almacén',
      education: 'Diploma de escuela secundaria',
      skills: 'Levantar carga, manejo de montacargas (deseable), atención al detalle',
      description: 'Preparar, empacar y despachar pedidos; se ofrece capacitación en montacargas.',
    },
    'Fish Plant Worker': {
      title: 'Operario de planta procesadora de pescado',
      education: 'No se requiere educación formal',
      skills: 'Resistencia física, higiene, trabajo en equipo',
      description:
        'Procesar mariscos y pescado en una línea de producción; turnos de temporada y todo el año.',
    },
    'Early Childhood Educator': {
      title: 'Educador de primera infancia',
      education: 'Diploma en educación de la primera infancia',
      skills: 'Aprendizaje a través del juego, paciencia, primeros auxilios',
      description: 'Planificar actividades y cuidar a niños en un centro de educación inicial con licencia.',
    },
    'Software Developer': {
      title: 'Desarrollador de software',
      education: 'Título o diploma en informática',
      skills: 'TypeScript, SQL, trabajo en equipo',
      description: 'Crear y mantener aplicaciones web junto a un equipo de producto amable.',
    },
    'Registered Nurse': {
      title: 'Enfermero registrado',
      education: 'Título en enfermería y registro en el colegio provincial',
      skills: 'Atención de pacientes, evaluación, comunicación',
      description:
        'Brindar atención de enfermería en un hospital o en la comunidad; bono de contratación disponible.',
    },
    'Truck Driver (Class 1)': {
      title: 'Camionero (Clase 1)',
      education: 'Licencia de conducir Clase 1',
      skills: 'Historial de manejo limpio, bitácoras de conducción',
      description: 'Rutas regionales y de larga distancia por las provincias marítimas.',
    },
    'Customer Service Representative': {
      title: 'Representante de servicio al cliente',
      education: 'Diploma de escuela secundaria',
      skills: 'Bilingüe (deseable), saber escuchar, computación',
      description:
        'Atender llamadas y chats de clientes; capacitación completa, se aceptan candidatos bilingües.',
    },
    Housekeeper: {
      title: 'Camarista de hotel',
      education: 'No se requiere educación formal',
      skills: 'Atención al detalle, responsabilidad',
      description: 'Limpiar habitaciones y áreas comunes en un hotel con mucho movimiento.',
    },
    Carpenter: {
      title: 'Carpintero',
      education: 'Certificación Red Seal (sello de oficio interprovincial), deseable',
      skills: 'Estructuras de madera, acabados, lectura de planos',
      description: 'Construir casas nuevas y hacer remodelaciones; se aceptan aprendices.',
    },
    Bookkeeper: {
      title: 'Auxiliar contable',
      education: 'Diploma en contabilidad',
      skills: 'QuickBooks, nómina, Excel',
      description: 'Llevar la contabilidad, procesar la nómina y preparar informes mensuales.',
    },
    Dishwasher: {
      title: 'Lavaplatos',
      education: 'No se requiere educación formal',
      skills: 'Trabajo en equipo, rapidez',
      description: 'Mantener la cocina en marcha: lavar platos, ayudar en la preparación y limpiar.',
    },
    'Settlement Worker': {
      title: 'Trabajador de asentamiento',
      education: 'Título en trabajo social o en un área afín',
      skills: 'Idiomas, empatía, gestión de casos',
      description: 'Ayudar a familias recién llegadas a establecerse: vivienda, inscripción escolar y citas.',
    },
  },
  hiringIn: '{company} está contratando en {city}.',
  howToApply: [
    'Envíe su currículum por correo electrónico al encargado de contratación.',
    'Presente su currículum en persona, de lunes a viernes.',
    'Postúlese en línea en nuestro sitio web; respondemos a todos los candidatos.',
    'Llámenos para agendar una entrevista breve.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Voluntarios se reúnen con familias recién llegadas, les muestran la ciudad y las ayudan con sus primeras citas.',
      needs:
        'Personas amables que conversen con los recién llegados y conductores para llevarlos a sus citas.',
      mission: 'Nadie debería sentirse solo en un nuevo hogar.',
    },
    'Community Food Bank': {
      description: 'Un banco de alimentos que atiende a familias y personas cada semana.',
      needs: 'Ayuda para clasificar donaciones y armar canastas de alimentos por las mañanas entre semana.',
      mission: 'Buena comida para todos en nuestra comunidad.',
    },
    'Big Brothers Big Sisters': {
      description: 'Mentorías que cambian la vida de los jóvenes.',
      needs: 'Mentores que puedan dedicar una hora a la semana durante un año.',
      mission: 'Todo joven merece un mentor.',
    },
    'Seniors Friendly Visiting': {
      description: 'Voluntarios visitan a personas mayores que viven aisladas, en casa o en residencias.',
      needs: 'Visitantes semanales, sobre todo personas que hablen un segundo idioma.',
      mission: 'Cariño y compañía para nuestros vecinos mayores.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Limpiezas mensuales de playas y orillas a lo largo de la costa.',
      needs: 'Cualquier persona que pueda pasar una mañana de sábado al aire libre.',
      mission: 'Costas limpias para las personas y la vida silvestre.',
    },
    'Community Arts Collective': {
      description: 'Talleres de arte gratuitos y un festival multicultural anual.',
      needs: 'Ayudantes para los talleres y para montar el festival.',
      mission: 'El arte une a las personas.',
    },
    'Youth Soccer League': {
      description: 'Fútbol recreativo para niños de 5 a 16 años.',
      needs: 'Entrenadores, árbitros y ayudantes de cancha para la temporada de verano.',
      mission: 'Deporte para todos los niños, sin importar su origen.',
    },
    'Hospital Auxiliary': {
      description: 'Voluntarios ayudan a los visitantes a orientarse y atienden la tienda de regalos.',
      needs: 'Personas para la recepción y ayudantes en la tienda de regalos, turnos de día y de noche.',
      mission: 'Una cálida bienvenida para pacientes y familias.',
    },
    'Humane Society': {
      description: 'Cuidado en el refugio y adopción de gatos y perros.',
      needs: 'Paseadores de perros, personas que mimen a los gatos y hogares temporales.',
      mission: 'Un hogar con cariño para cada animal.',
    },
    'Adult Literacy Council': {
      description: 'Tutorías individuales de lectura, escritura y conversación en inglés.',
      needs: 'Tutores para sesiones por la noche; se ofrece capacitación.',
      mission: 'La lectura abre puertas.',
    },
    'Community Garden Network': {
      description: 'Parcelas de huerto compartidas y talleres de cultivo.',
      needs: 'Jardineros que ayuden en los días de siembra, riego y cosecha.',
      mission: 'Cultivar alimentos, cultivar comunidad.',
    },
    'Multicultural Association': {
      description: 'Eventos culturales, interpretación y apoyo para recién llegados.',
      needs: 'Intérpretes, ayudantes para eventos y personas que den la bienvenida en el aeropuerto.',
      mission: 'Celebrar cada cultura que ha hecho de este lugar su hogar.',
    },
    'Meals on Wheels': {
      description: 'Comidas calientes a domicilio para personas mayores y personas que se recuperan en casa.',
      needs: 'Conductores con auto para una ruta de dos horas a la hora del almuerzo.',
      mission: 'Una comida caliente y una cara amable en la puerta.',
    },
    'Homework Club': {
      description: 'Ayuda con las tareas después de clases en la biblioteca pública.',
      needs: 'Voluntarios con buen nivel de matemáticas o inglés, por las tardes entre semana.',
      mission: 'Todo estudiante puede salir adelante con un poco de ayuda.',
    },
  },
  notes: [
    'Para algunas funciones se requiere un certificado de antecedentes penales.',
    'Se ofrece capacitación; no se necesita experiencia.',
    'Los recién llegados son muy bienvenidos: el voluntariado es una excelente manera de conocer gente.',
    'Las horas de voluntariado se pueden certificar para la escuela y como referencia laboral.',
  ],
};
