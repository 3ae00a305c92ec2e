import type { LongContent } from './types.js';

/** Spanish translation of the long texts, written without a native reviewer. */
export const ES: LongContent = {
  story: {
    1: {
      title: 'Dónde empezó todo',
      description:
        'Harbour nació en 2016 alrededor de una mesa de cocina en Charlottetown. Algunas familias recién llegadas y sus vecinos de la Isla respondían una y otra vez las mismas preguntas a cada persona que llegaba: dónde obtener la tarjeta de salud, cómo inscribir a los niños en la escuela, qué autobús va al hospital. Decidimos escribir las respuestas, en tantos idiomas como pudiéramos.',
    },
    2: {
      title: 'De una carpeta a una plataforma',
      description:
        'La primera guía de Harbour era una carpeta en el sótano de una iglesia. En 2019 ya se había convertido en un sitio web en cinco idiomas, y los negocios locales, los municipios y los voluntarios empezaron a agregar su propia información. Hoy la plataforma cubre la Isla del Príncipe Eduardo, Nueva Escocia, Nuevo Brunswick y Terranova y Labrador, en trece idiomas.',
    },
    3: {
      title: 'Hecho con los recién llegados',
      description:
        'Cada parte de Harbour se prueba con personas que acaban de llegar. Hay recién llegados en nuestro círculo asesor: revisan nuestras traducciones y nos avisan cuando algo no se entiende. Muchos miembros de nuestro equipo llegaron a Harbour por primera vez buscando ayuda para sí mismos.',
    },
    4: {
      title: 'Mirando hacia el futuro',
      description:
        'Nuestra meta es sencilla: nadie que elija el Canadá atlántico debería sentirse perdido en su primer año. Estamos ampliando nuestro centro de voluntariado, trabajando con más empleadores y agregando un chat con traducción, para que la ayuda adecuada esté siempre a un mensaje de distancia.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Nuestros principios y valores',
      intro:
        'Estos principios guían cada página que escribimos, cada socio que elegimos y cada persona a la que servimos.',
      sections: [
        {
          heading: 'Primero, la bienvenida',
          text: 'Toda persona que llega merece una bienvenida cálida, sin importar su situación migratoria, su idioma, su fe o su origen.',
        },
        {
          heading: 'Su idioma importa',
          text: 'La información importante debe llegarle en el idioma en el que usted piensa. Traducimos con cuidado y revisamos cada texto con hablantes nativos.',
        },
        {
          heading: 'Respeto y dignidad',
          text: 'Escuchamos antes de aconsejar. Los recién llegados son expertos en su propia vida, y tratamos cada pregunta como una buena pregunta.',
        },
        {
          heading: 'Privacidad y confianza',
          text: 'Recopilamos solo lo que necesitamos, nunca vendemos sus datos y usted puede eliminar su cuenta en cualquier momento.',
        },
        {
          heading: 'Una comunidad unida',
          text: 'La integración funciona mejor cuando vecinos, empleadores, municipios y recién llegados trabajan codo a codo.',
        },
        {
          heading: 'Acceso para todos',
          text: 'Harbour debe funcionar en cualquier teléfono, con un lector de pantalla, con una conexión lenta y para personas que recién empiezan a usar la tecnología.',
        },
      ],
    },
    'our-services': {
      title: 'Nuestros servicios',
      intro:
        'Harbour reúne la información y las personas que usted necesita en sus primeros años en el Canadá atlántico.',
      sections: [
        {
          heading: 'Directorio de servicios locales',
          text: 'Encuentre negocios, clínicas, grupos comunitarios y oficinas de gobierno cerca de usted.',
        },
        {
          heading: 'Noticias y avisos',
          text: 'El clima, los eventos y los avisos importantes de su ciudad, en su idioma.',
        },
        {
          heading: 'Herramientas',
          text: 'Publique un anuncio, chatee con traducción, encuentre apoyo para su bienestar y solicite traducciones.',
        },
        {
          heading: 'Comunidad',
          text: 'Haga voluntariado, conozca a personas de su cultura y participe en eventos locales.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Términos y privacidad',
      intro:
        'Mantenemos las reglas breves y claras. Lea los documentos completos para conocer todos los detalles.',
      sections: [
        {
          heading: 'Términos y condiciones',
          text: 'Las reglas para usar Harbour, para visitantes, miembros y negocios.',
        },
        {
          heading: 'Política de privacidad',
          text: 'Qué datos recopilamos, por qué, cuánto tiempo los conservamos y cómo pedirnos que los eliminemos.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Consejos del día',
      intro: 'Un consejo pequeño y práctico para cada temporada de su primer año en el Canadá atlántico.',
      sections: [],
    },
    'school-food': {
      title: 'Programas de alimentación escolar',
      intro:
        'Todas las provincias del Canadá atlántico ayudan a los niños a comer bien en la escuela. Aquí le explicamos cómo funcionan los programas y cómo puede participar su familia. Los costos y los detalles cambian cada año escolar, así que consulte siempre con la escuela de su hijo.',
      sections: [
        {
          heading: 'Isla del Príncipe Eduardo: PEI School Food Programme',
          text: 'Todas las escuelas públicas de la Isla ofrecen un almuerzo caliente a través del PEI School Food Programme (programa de alimentación escolar de la provincia). Las familias pagan lo que pueden, hasta un monto sugerido por comida, y a ningún niño se le niega la comida. Usted hace el pedido y paga en línea en el portal de almuerzos escolares, o en papel en la oficina de la escuela. Las comidas se preparan con ingredientes locales y se pueden pedir vegetarianas; informe a la escuela sobre alergias y necesidades alimentarias por motivos religiosos.',
        },
        {
          heading: 'Nueva Escocia: desayuno y almuerzo en la escuela',
          text: 'La mayoría de las escuelas de Nueva Escocia tienen un programa de desayuno gratuito abierto a todos los estudiantes, con el apoyo de la provincia y de socios locales. Nueva Escocia también está implementando un programa universal de almuerzo escolar, empezando por las escuelas primarias, con el sistema de “pague lo que pueda”. Pregunte en la oficina de su escuela o en su centro regional de educación qué comidas se ofrecen este año.',
        },
        {
          heading: 'Nuevo Brunswick: alimentación y nutrición escolar',
          text: 'Las escuelas de Nuevo Brunswick siguen una política provincial de alimentación saludable, y muchas ofrecen programas de desayuno y almuerzos de bajo costo gracias a socios comunitarios y a las iniciativas de alimentación escolar de la provincia. Los distritos escolares anglófonos y francófonos organizan cada uno sus propios programas, así que pregunte en su escuela cómo inscribirse.',
        },
        {
          heading: 'Terranova y Labrador: School Lunch Association y Kids Eat Smart',
          text: 'En la zona de St. John’s, la School Lunch Association sirve almuerzos calientes con precios de “pague lo que pueda”, para que todos los niños puedan comer. En toda la provincia, la fundación Kids Eat Smart ofrece clubes de desayuno gratuitos en la mayoría de las escuelas, abiertos a todos los estudiantes, sin hacer preguntas.',
        },
        {
          heading: 'Consejos para las familias',
          text: 'No necesita mostrar comprobantes de ingresos para participar en los programas de desayuno. Si le resulta difícil pagar el almuerzo, hable en privado con la dirección de la escuela o con el consejero escolar: hay ayuda disponible y es confidencial. Ponga cada día en la mochila una botella de agua marcada con el nombre de su hijo, y avise a la escuela por escrito sobre las alergias.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Directora ejecutiva',
      short:
        'Llegó a Charlottetown desde Beirut en 2012 y desde entonces trabaja con familias recién llegadas.',
      profile: {
        title: 'Construir una bienvenida que perdure',
        description:
          'Leila llegó a la Isla del Príncipe Eduardo con dos maletas y un título que todavía nadie reconocía. Pasó su primer invierno aprendiendo las rutas de autobús, los formularios escolares y el significado de “a skiff of snow” (una capa ligera de nieve). Hoy dirige Harbour y se asegura de que cada decisión empiece con una pregunta: ¿esto ayudará a alguien a sentirse en casa más pronto?',
      },
    },
    1: {
      position: 'Director de alianzas',
      short:
        'Conecta a Harbour con municipios, empleadores y grupos comunitarios de las cuatro provincias atlánticas.',
      profile: {
        title: 'Los socios marcan la diferencia',
        description:
          'Daniel creció en la isla del Cabo Bretón y trabajó quince años en el gobierno municipal. Sabe que los recién llegados se establecen mejor cuando las bibliotecas, las clínicas, los empleadores y los vecinos reman en la misma dirección, y dedica sus días a crear esas conexiones.',
      },
    },
    2: {
      position: 'Líder de programas comunitarios',
      short:
        'Dirige nuestro centro de voluntariado y los eventos de bienvenida que se realizan cada mes en Halifax y Charlottetown.',
      profile: {
        title: 'Cada evento es una primera amistad',
        description:
          'Ana Sofia se mudó de Bogotá a Halifax como estudiante internacional. Recuerda lo mucho que significó para ella una sola invitación a una comida compartida. Ahora organiza eventos de bienvenida, círculos de conversación y capacitaciones para voluntarios, para que nadie pase solo sus primeros meses.',
      },
    },
    3: {
      position: 'Desarrollador principal',
      short:
        'Construye la plataforma Harbour y se asegura de que funcione bien en todos los teléfonos y en todos los idiomas.',
      profile: {
        title: 'Tecnología que incluye a todos',
        description:
          'Oleksandr llegó a Moncton desde Járkov en 2022. Construye Harbour para que cargue rápido en un teléfono antiguo, se lea correctamente en árabe y en farsi, y funcione con un lector de pantalla. Si una función es difícil de usar, la trata como un error.',
      },
    },
    4: {
      position: 'Coordinadora de servicios lingüísticos',
      short: 'Coordina a nuestros traductores e intérpretes de farsi, dari, árabe y otros idiomas.',
      profile: {
        title: 'Su idioma es bienvenido aquí',
        description:
          'Fatima habla farsi, dari, inglés y francés. Coordina una red de traductores voluntarios y profesionales para que la información importante llegue a las personas en el idioma en el que piensan, y revisa con cuidado cada traducción de la plataforma.',
      },
    },
    5: {
      position: 'Gerente de alianzas para el empleo',
      short: 'Trabaja con empleadores para abrir a los recién llegados las puertas de buenos empleos.',
      profile: {
        title: 'Del primer empleo a una verdadera carrera',
        description:
          'Samuel es un ingeniero que llegó de Lagos y comenzó su vida en Canadá acomodando mercancía en estantes. Ahora ayuda a los empleadores a entender los títulos extranjeros y ayuda a quienes buscan empleo a preparar su currículum, sus entrevistas y los trámites para obtener una licencia profesional, para que no se desperdicie el talento.',
      },
    },
    6: {
      position: 'Asesora de servicios francófonos',
      short:
        'Ayuda a los recién llegados de habla francesa a conectarse con las comunidades y los servicios acadianos.',
      profile: {
        title: 'Bienvenue en Acadie: bienvenidos a Acadia',
        description:
          'Marie-Claude nació en Évangéline, en la Isla del Príncipe Eduardo, y ha trabajado durante veinte años en organizaciones comunitarias acadianas. Orienta a los recién llegados francófonos hacia escuelas, servicios de salud y grupos culturales donde pueden vivir su día a día en francés.',
      },
    },
    7: {
      position: 'Asesora de salud y bienestar',
      short:
        'Ayuda a los recién llegados a encontrar médicos, clínicas, apoyo de salud mental y cobertura de salud.',
      profile: {
        title: 'La atención de salud, paso a paso',
        description:
          'Priya es enfermera y se formó en Chennai. Explica cómo funcionan las tarjetas de salud provinciales, cómo inscribirse en un registro de pacientes, cuándo ir a una clínica sin cita y dónde encontrar apoyo de salud mental, para que las familias puedan cuidar su salud con confianza.',
      },
    },
    8: {
      position: 'Gerente de finanzas y operaciones',
      short: 'Mantiene en orden nuestros presupuestos, subvenciones y oficinas.',
    },
    9: {
      position: 'Trabajadora de integración, Halifax',
      short: 'Ayuda a las familias con la vivienda, la inscripción escolar y las primeras citas.',
    },
    10: {
      position: 'Trabajador de integración, Charlottetown',
      short: 'Apoya a las familias recién llegadas durante su primer año en la Isla.',
    },
    11: {
      position: 'Coordinadora de voluntariado',
      short:
        'Pone en contacto a voluntarios con recién llegados para conversar, llevarlos en auto y hacer amistad.',
    },
    12: {
      position: 'Encargado de relaciones con empresas',
      short: 'Ayuda a los negocios locales a publicar sus servicios y ofertas en Harbour.',
    },
    13: {
      position: 'Facilitadora de programas juveniles',
      short: 'Dirige clubes de tareas y tardes deportivas para jóvenes recién llegados.',
    },
    14: {
      position: 'Editor de contenidos',
      short: 'Escribe y edita las guías y los consejos que usted lee en Harbour.',
    },
    15: {
      position: 'Encargada de comunicaciones',
      short: 'Comparte las noticias de Harbour con socios, medios de comunicación y la comunidad.',
    },
    16: {
      position: 'Diseñador',
      short: 'Diseña Harbour para que sea claro, tranquilo y fácil de usar.',
    },
    17: {
      position: 'Trabajadora de extensión comunitaria, St. John’s',
      short: 'Acerca Harbour a los recién llegados de todo Terranova y Labrador.',
    },
  },
  tips: [
    [
      [
        'Vístase en capas',
        'Use una primera capa abrigada, un suéter y un abrigo cortavientos. Varias capas abrigan más que un solo abrigo grueso y son fáciles de quitar en interiores.',
      ],
      [
        'Proteja sus manos y sus orejas',
        'La congelación de la piel puede ocurrir en minutos en días muy fríos y con viento. Use un gorro que le cubra las orejas y mitones, que abrigan más que los guantes.',
      ],
      [
        'Revise la sensación térmica',
        'El pronóstico del tiempo indica una “sensación térmica”. Guíese por ella, y no por la temperatura del aire, para decidir cómo vestirse.',
      ],
      [
        'Lleve un kit de invierno en el auto',
        'Lleve una manta, una pala, un raspador de hielo, una linterna, refrigerios y agua por si queda atrapado en la nieve.',
      ],
      [
        'Quite la nieve de sus escalones',
        'Muchos municipios le piden que limpie la acera frente a su casa. Ponga sal o arena en los escalones con hielo para evitar caídas.',
      ],
      [
        'Declare sus impuestos, aunque no tenga ingresos',
        'Presentar una declaración de impuestos en su primer año le permite recibir el crédito del GST/HST y la prestación por hijos de Canadá (Canada Child Benefit).',
      ],
    ],
    [
      [
        'Vitamina D en invierno',
        'En invierno los días son cortos. Pregunte a su farmacéutico o a su médico si un suplemento de vitamina D es adecuado para usted y sus hijos.',
      ],
      [
        'Días de tormenta y cierre de escuelas',
        'Las escuelas cierran los días de tormenta. Revise temprano por la mañana el sitio web de su distrito escolar o la radio local.',
      ],
      [
        'Los neumáticos de invierno salvan vidas',
        'Los neumáticos de invierno se agarran mucho mejor a la nieve y al hielo. Muchos talleres pueden guardarle sus neumáticos de verano.',
      ],
      [
        'Pruebe una actividad de invierno',
        'Patinar, andar en trineo y caminar con raquetas de nieve cuesta poco o es gratis. Muchos centros comunitarios prestan patines y raquetas de nieve.',
      ],
      [
        'Día del Patrimonio',
        'La mayoría de las provincias atlánticas tienen un día feriado en febrero. Averigüe si su lugar de trabajo y la escuela de sus hijos estarán cerrados.',
      ],
      [
        'Mantenga su casa cálida y segura',
        'Nunca caliente su casa con el horno de la cocina ni con una parrilla. Pruebe sus alarmas de humo y de monóxido de carbono cada mes.',
      ],
    ],
    [
      [
        'Cuidado con los baches',
        'En marzo, el deshielo abre baches profundos en las calles. Maneje despacio y reporte los más peligrosos a su municipio.',
      ],
      [
        'Horario de verano',
        'Los relojes se adelantan una hora el segundo domingo de marzo. Cambie la hora de sus relojes antes de acostarse.',
      ],
      [
        'Inscríbase temprano en los campamentos de verano',
        'Los campamentos de verano se llenan en primavera. Muchos ofrecen tarifas reducidas a las familias que lo necesitan; solo tiene que preguntar.',
      ],
      [
        'Renueve sus documentos',
        'Revise las fechas de vencimiento de sus permisos, su tarjeta de salud y su licencia de conducir, y renuévelos antes de que venzan.',
      ],
      [
        'Limpieza de primavera al estilo canadiense',
        'La mayoría de los municipios tienen días de recolección de objetos grandes en primavera. Consulte el calendario de su municipio antes de sacar muebles a la acera.',
      ],
      [
        'Conozca a sus vecinos',
        'Un simple saludo ayuda mucho. A menudo, los vecinos le explican con gusto las costumbres locales, los días de recolección de basura y los buenos lugares para comprar.',
      ],
    ],
    [
      [
        'Fecha límite de impuestos: 30 de abril',
        'La mayoría de las personas deben presentar su declaración de impuestos a más tardar el 30 de abril. Las clínicas de impuestos gratuitas ayudan a los recién llegados con declaraciones sencillas.',
      ],
      [
        'La ropa para la lluvia es imprescindible',
        'Abril trae lluvia y lodo. Una chaqueta impermeable y unas botas impermeables le mantendrán cómodo camino a la escuela y al trabajo.',
      ],
      [
        'La tarjeta de la biblioteca es gratuita',
        'Las bibliotecas públicas prestan libros, películas e incluso pases para museos, y muchas ofrecen grupos de conversación gratuitos en inglés y en francés.',
      ],
      [
        'Inscriba a su hijo en el kínder',
        'Los niños que cumplan cinco años antes de que termine el año pueden empezar el kínder (kindergarten). La inscripción suele hacerse en primavera.',
      ],
      [
        'Conozca sus derechos como inquilino',
        'Cada provincia tiene una oficina de alquileres que explica los aumentos de renta, los depósitos y las reparaciones. Infórmese antes de firmar un contrato de arrendamiento.',
      ],
      [
        'Haga voluntariado para ganar experiencia',
        'El voluntariado es una excelente manera de practicar inglés o francés, conocer gente y conseguir referencias canadienses.',
      ],
    ],
    [
      [
        'Siembre un huerto',
        'Los huertos comunitarios alquilan pequeñas parcelas por temporada. Pregunte en su municipio o en un banco de alimentos local por una parcela cerca de usted.',
      ],
      [
        'Día de Victoria',
        'El lunes anterior al 25 de mayo es feriado en casi todo Canadá. Muchas familias aprovechan el fin de semana largo para empezar a trabajar en el jardín.',
      ],
      [
        'Cuidado con las garrapatas',
        'Las garrapatas se activan en primavera. Después de caminar por pasto alto o por el bosque, revísese usted y revise también a sus hijos y a sus mascotas.',
      ],
      [
        'Seguridad en bicicleta',
        'En el Canadá atlántico, los ciclistas deben usar casco. Use luces de noche y circule en el mismo sentido que el tránsito.',
      ],
      [
        'Encuentre un médico de familia',
        'Inscríbase en el registro de pacientes de su provincia lo antes posible. Las listas de espera avanzan, así que mantenga actualizados sus datos de contacto.',
      ],
      [
        'La salud mental importa',
        'Mudarse a un nuevo país es difícil. Hay líneas de ayuda gratuitas y confidenciales abiertas de día y de noche, en muchos idiomas.',
      ],
    ],
    [
      [
        'Protéjase del sol',
        'El sol de verano es fuerte, incluso en los días frescos. Use protector solar, sombrero y lentes de sol, sobre todo los niños.',
      ],
      [
        'Día Nacional de los Pueblos Indígenas',
        'El 21 de junio se celebra a los pueblos de las Primeras Naciones, inuit y métis. Muchas comunidades organizan eventos abiertos a todos.',
      ],
      [
        'Conozca al pueblo mi’kmaq',
        'La mayor parte del Canadá atlántico está en el territorio no cedido del pueblo mi’kmaq. Los centros culturales locales reciben con gusto a los visitantes.',
      ],
      [
        'Fin del año escolar',
        'Las escuelas cierran a fines de junio. Pregunte en su escuela por los programas de lectura de verano y los campamentos de día gratuitos.',
      ],
      [
        'Seguridad en la playa',
        'Las corrientes del océano pueden ser fuertes. Nade en playas con salvavidas y vigile siempre a los niños cerca del agua.',
      ],
      [
        'Día de San Juan Bautista',
        'El 24 de junio es una fiesta para las comunidades francófonas de todo Canadá. Los grupos acadianos y francófonos reciben con gusto a los recién llegados.',
      ],
    ],
    [
      [
        'Día de Canadá',
        'El 1 de julio es el cumpleaños de Canadá. Los municipios organizan conciertos gratuitos, desfiles y fuegos artificiales. Es un gran día para conocer gente.',
      ],
      [
        'Manténgase fresco durante una ola de calor',
        'Beba agua con frecuencia, quédese a la sombra y pregunte cómo están sus vecinos mayores. Las bibliotecas y los centros comerciales son buenos lugares para refrescarse.',
      ],
      [
        'Explore los parques',
        'Los parques nacionales y provinciales tienen playas y senderos. Un pase de Parks Canada puede ser gratuito para los nuevos ciudadanos durante su primer año.',
      ],
      [
        'Mercados de productores',
        'Los mercados locales venden frutas, verduras y pescado frescos. Muchos aceptan tarjetas y algunos ofrecen cupones para familias de bajos ingresos.',
      ],
      [
        'Empleos de verano para jóvenes',
        'Los estudiantes de 15 a 30 años pueden encontrar empleos de verano a través de programas del gobierno. Pregunte en su centro de empleo local.',
      ],
      [
        'Conserve los alimentos de forma segura',
        'Cuando hace calor, guarde los alimentos en el refrigerador o en una hielera, y no deje la comida del pícnic al sol por más de una hora.',
      ],
    ],
    [
      [
        'Compras para el regreso a clases',
        'Las escuelas envían una lista de útiles. Muchos grupos comunitarios regalan mochilas y útiles escolares a las familias que los necesitan.',
      ],
      [
        'Natal Day y otros feriados cívicos',
        'A principios de agosto hay un feriado cívico en varias provincias. Averigüe si las tiendas y las oficinas están abiertas.',
      ],
      [
        'Coseche sus propias bayas',
        'La temporada de arándanos es en agosto. En las granjas de autocosecha (u-pick), usted mismo recoge la fruta a bajo precio.',
      ],
      [
        'Temporada de huracanes',
        'Las tormentas pueden llegar al Canadá atlántico de agosto a noviembre. Tenga agua, comida, pilas y medicamentos para 72 horas.',
      ],
      [
        'Vacunas para la escuela',
        'La escuela puede pedirle el registro de vacunación de su hijo. Las oficinas de salud pública aplican gratis las vacunas de rutina.',
      ],
      [
        'Planifique su trayecto',
        'Pruebe la ruta del autobús a la escuela o al trabajo antes del primer día, para que la primera mañana sea tranquila.',
      ],
    ],
    [
      [
        'Día del Trabajo',
        'El primer lunes de septiembre es el Día del Trabajo, el último fin de semana largo del verano antes de que empiecen las clases.',
      ],
      [
        'Conozca al maestro',
        'Las escuelas organizan jornadas de puertas abiertas en septiembre. Puede ir con un intérprete o pedir a la escuela que consiga uno.',
      ],
      [
        'Día de la Camiseta Naranja',
        'El 30 de septiembre es el Día Nacional por la Verdad y la Reconciliación. Vestirse de naranja honra a los sobrevivientes de los internados indígenas.',
      ],
      [
        'Inscríbase en actividades',
        'Los programas de deportes y de música abren sus inscripciones en septiembre. Muchos ofrecen ayuda económica, así que pregunte antes de decidir.',
      ],
      [
        'Temporada de manzanas',
        'Los huertos del valle de Annapolis y de otros lugares abren sus puertas para que la gente coseche manzanas. Es un paseo divertido en familia.',
      ],
      [
        'Actualice su dirección',
        'Si se mudó, actualice su dirección ante la Agencia de Ingresos de Canadá (Canada Revenue Agency), su banco y la oficina de tarjetas de salud.',
      ],
    ],
    [
      [
        'Día de Acción de Gracias',
        'El Día de Acción de Gracias canadiense es el segundo lunes de octubre. Las familias comparten una comida y dan gracias por la cosecha.',
      ],
      [
        'Vacúnese contra la gripe',
        'En otoño, la vacuna contra la gripe es gratuita en farmacias y clínicas. Le protege a usted y a las personas que le rodean.',
      ],
      [
        'Tradiciones de Halloween',
        'El 31 de octubre, los niños se disfrazan y tocan las puertas para pedir dulces. Las casas con las luces encendidas participan con gusto.',
      ],
      [
        'Prepare su casa para el invierno',
        'Revise si entran corrientes de aire por las ventanas y las puertas. Muchas provincias ofrecen programas gratuitos de ahorro de energía para inquilinos y propietarios.',
      ],
      [
        'Cambie a neumáticos de invierno',
        'Reserve el cambio de neumáticos a principios del otoño, antes de la primera nevada; los talleres se llenan mucho.',
      ],
      [
        'Semana de la Pequeña Empresa',
        'En octubre, las asociaciones empresariales locales ofrecen talleres gratuitos. Son un buen comienzo si quiere abrir un negocio.',
      ],
    ],
    [
      [
        'Día del Recuerdo',
        'El 11 de noviembre, los canadienses llevan una amapola roja y guardan dos minutos de silencio a las 11 a. m. para honrar a los veteranos.',
      ],
      [
        'Termina el horario de verano',
        'Los relojes se atrasan una hora el primer domingo de noviembre. Oscurece temprano, así que use colores vivos cuando camine.',
      ],
      [
        'Ayuda con la ropa de invierno',
        'Grupos comunitarios e iglesias recolectan abrigos y botas de invierno para los recién llegados. Pregunte a su trabajador de integración adónde ir.',
      ],
      [
        'El ánimo y las estaciones',
        'Los días más cortos pueden desanimar a las personas. Salga a la luz del día, manténgase activo y hable con alguien si se siente decaído.',
      ],
      [
        'Ayuda con la calefacción',
        'Las provincias ofrecen ayuda con los costos de calefacción a los hogares de bajos ingresos. Presente su solicitud al comienzo de la temporada.',
      ],
      [
        'Maneje con seguridad en la nieve',
        'Reduzca la velocidad, deje más distancia y quite toda la nieve de su auto, incluido el techo, antes de manejar.',
      ],
    ],
    [
      [
        'Temporada de fiestas',
        'En diciembre hay muchas celebraciones. Usted puede compartir sus propias tradiciones con sus vecinos y sus compañeros de trabajo.',
      ],
      [
        'Dar y recibir ayuda',
        'En diciembre, los bancos de alimentos y las colectas de juguetes ayudan a las familias. Pedir ayuda no es una vergüenza: todos la necesitamos alguna vez.',
      ],
      [
        'Boxing Day',
        'El 26 de diciembre es feriado y las tiendas tienen grandes rebajas. Compare precios y cuide su presupuesto.',
      ],
      [
        'Reglas para la remoción de nieve',
        'Muchos municipios prohíben estacionar en la calle por la noche durante el invierno para que las quitanieves puedan limpiar las calles. Consulte las reglas de su municipio.',
      ],
      [
        'Manténgase en contacto',
        'Lejos de la familia, las fiestas pueden sentirse solitarias. Los centros comunitarios y los grupos religiosos ofrecen comidas festivas gratuitas.',
      ],
      [
        'Planifique el año nuevo',
        'Fíjese una meta pequeña para el próximo año: un curso de idiomas, un nuevo amigo, un certificado. Los pequeños pasos suman.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Semana de bienvenida para recién llegados',
      content:
        'Sesiones informativas gratuitas, una cena comunitaria y un recorrido por la ciudad, todas las noches de la próxima semana.',
      message: 'Todos son bienvenidos. ¡Venga con su familia!',
    },
    'flu-clinics': {
      title: 'Vacunas gratuitas contra la gripe',
      content:
        'Las farmacias y las clínicas de salud pública ofrecen la vacuna contra la gripe gratis a todas las personas, tengan o no tarjeta de salud.',
      message: 'Pregunte a su farmacéutico.',
    },
    'tax-clinics': {
      title: 'Clínicas de impuestos gratuitas',
      content:
        'Voluntarios ayudan gratis a los recién llegados a presentar declaraciones de impuestos sencillas, para que usted reciba sus beneficios.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Apoya la integración de los recién llegados y la plataforma Harbour en la Isla.',
    'town-of-cornwall':
      'Da la bienvenida a los nuevos residentes con servicios locales y eventos comunitarios.',
    'town-of-stratford':
      'Colabora con Harbour para ayudar a las familias recién llegadas a establecerse en Stratford.',
    irsa: 'Servicios de integración, idiomas y empleo para recién llegados.',
    upei: 'Socio de investigación y lugar de estudio de muchos estudiantes internacionales.',
    'medavie-blue-cross':
      'Apoya las páginas de bienestar que ayudan a los recién llegados a encontrar atención.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Belleza',
        description: 'Peluquerías, barberías y cuidado de la piel cerca de su casa.',
      },
      physical_health: {
        name: 'Salud física',
        description: 'Gimnasios, fisioterapia y formas sencillas de mantenerse activo.',
      },
      family_health: {
        name: 'Salud familiar',
        description: 'Centros de recursos familiares y apoyo para padres, bebés y niños.',
      },
      hospitals_clinics: {
        name: 'Hospitales y clínicas',
        description: 'Clínicas sin cita, centros de salud comunitarios y hospitales.',
      },
      mental_health: {
        name: 'Salud mental',
        description: 'Consejería, apoyo entre pares y alguien con quien hablar.',
      },
      dental_care: {
        name: 'Atención dental',
        description: 'Dentistas y clínicas dentales, con ayuda para entender los costos.',
      },
      pharmacies: {
        name: 'Farmacias',
        description: 'Recetas, vacunas y consejos de salud con un trato amable.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Una clínica sin cita para problemas de salud cotidianos: resfriados y gripe, lesiones leves, infecciones, renovación de recetas y derivaciones a especialistas. No necesita tener médico de familia.',
        workingHours: 'Lun. a vie. 8:00 a. m.–8:00 p. m.; sáb. y dom. 10:00 a. m.–4:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Gratis con una tarjeta de salud provincial. Los visitantes sin cobertura pagan una tarifa por consulta.',
        howToAccess:
          'Venga sin cita o reserve por teléfono un lugar para el mismo día. Llegue temprano: los lugares se agotan a media tarde.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired:
          'Tarjeta de salud provincial. Si todavía no la tiene, traiga una identificación con foto y sus documentos de inmigración.',
      },
      chc: {
        description:
          'Un centro de salud comunitario que reúne en un mismo lugar a enfermeras, enfermeras practicantes, un nutricionista y un trabajador social. Los recién llegados que no tienen médico de familia pueden recibir atención regular aquí.',
        workingHours: 'Lun. a vie. 8:30 a. m.–4:30 p. m.; jue. hasta las 7:00 p. m.',
        eligibility: 'Residentes de la zona, incluidos los recién llegados que esperan un médico de familia.',
        fees: 'Gratis. Los intérpretes también son gratuitos.',
        howToAccess:
          'Llame para inscribirse. Díganos si necesita un intérprete y reservaremos uno para su consulta.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired:
          'Tarjeta de salud provincial. Si todavía no la tiene, traiga una identificación con foto y sus documentos de inmigración.',
      },
      hospital: {
        description:
          'Un hospital regional con sala de emergencias abierta las 24 horas, atención de maternidad, cirugía y clínicas de especialidades. En caso de emergencia, llame al 911.',
        workingHours: 'Sala de emergencias abierta las 24 horas, todos los días',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Cubierto por el plan de salud provincial. Sin cobertura, se cobran tarifas hospitalarias.',
        howToAccess:
          'Para atención urgente, vaya a la entrada de emergencias. Las clínicas de especialidades requieren una derivación de un médico o de una enfermera practicante.',
        disabilitiesAccess:
          'Totalmente accesible: puertas automáticas, elevadores y sillas de ruedas en la entrada principal.',
        documentsRequired:
          'Tarjeta de salud provincial. Si todavía no la tiene, traiga una identificación con foto y sus documentos de inmigración.',
      },
      counselling: {
        description:
          'Consejería de corto plazo para personas, parejas y familias: estrés, duelo, adaptación a un nuevo país, crianza y relaciones. Sesiones en persona o por video.',
        workingHours: 'Lun. a jue. 9:00 a. m.–8:00 p. m.; vie. 9:00 a. m.–4:00 p. m.',
        eligibility: 'Adultos, jóvenes de 12 años en adelante, parejas y familias.',
        fees: 'Tarifa variable según los ingresos; gratis para los recién llegados durante su primer año.',
        howToAccess:
          'Llame o envíe un correo electrónico para reservar una primera conversación. Puede pedir un consejero que hable su idioma.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'Ninguno.',
      },
      peer: {
        description:
          'Un lugar cálido y gratuito para hablar con pares capacitados que también han pasado por momentos difíciles. Grupos sin cita, una línea telefónica de escucha y un espacio tranquilo. En caso de crisis, llame o envíe un mensaje de texto al 988.',
        workingHours: 'Todos los días, 10:00 a. m.–10:00 p. m.',
        eligibility: 'Cualquier persona de 16 años en adelante.',
        fees: 'Gratis.',
        howToAccess: 'Venga sin cita o llame a la línea de escucha. No necesita derivación ni cita.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'Ninguno.',
      },
      pharmacy: {
        description:
          'Una farmacia de barrio: recetas, vacunas contra la gripe y el COVID-19, control de la presión arterial y consejos sobre medicamentos para enfermedades leves. Los farmacéuticos pueden tratar algunas afecciones comunes.',
        workingHours:
          'Lun. a vie. 9:00 a. m.–9:00 p. m.; sáb. 9:00 a. m.–6:00 p. m.; dom. 11:00 a. m.–5:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'El costo de las recetas depende de su plan de medicamentos. Muchas vacunas son gratuitas.',
        howToAccess: 'Venga sin cita. Las vacunas se pueden reservar en línea o por teléfono.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired:
          'Su receta y su tarjeta de salud; la tarjeta de su plan de medicamentos, si tiene una.',
      },
      family_resource: {
        description:
          'Programas gratuitos para padres y cuidadores con niños de hasta seis años: grupos de juego, clases prenatales, talleres de crianza, intercambio de ropa y un personal amable que ayuda a las familias a orientarse.',
        workingHours: 'Lun. a vie. 9:00 a. m.–4:00 p. m.; algunos programas por la noche',
        eligibility: 'Futuros padres y familias con niños de 0 a 6 años.',
        fees: 'Gratis.',
        howToAccess:
          'Venga sin cita durante el horario de los grupos de juego o llame para inscribirse en un programa.',
        disabilitiesAccess:
          'Espacio en planta baja con lugar para cochecitos de bebé y sillas de ruedas; baño accesible con cambiador de pañales.',
        documentsRequired: 'Ninguno.',
      },
      dental: {
        description:
          'Una clínica dental familiar: chequeos, limpiezas, empastes, odontología infantil y atención de urgencia el mismo día para el dolor de muelas. Recibimos a pacientes del Plan Canadiense de Atención Dental (Canadian Dental Care Plan).',
        workingHours: 'Lun. a jue. 8:00 a. m.–6:00 p. m.; vie. 8:00 a. m.–2:00 p. m.',
        eligibility: 'Damos la bienvenida a pacientes nuevos de todas las edades.',
        fees: 'Las tarifas siguen la guía de la asociación dental provincial. Facturamos directamente al Plan Canadiense de Atención Dental y a la mayoría de los seguros.',
        howToAccess: 'Llame para pedir una cita. Las emergencias se atienden el mismo día cuando es posible.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'Identificación con foto y la tarjeta de su plan dental o de su seguro.',
      },
      fitness: {
        description:
          'Un centro deportivo comunitario con gimnasio, clases grupales, pista para caminar y horarios de natación. Cada semana se ofrecen sesiones para principiantes y horarios solo para mujeres.',
        workingHours: 'Lun. a vie. 6:00 a. m.–10:00 p. m.; sáb. y dom. 8:00 a. m.–8:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Pases diarios y membresías mensuales; tarifas reducidas para estudiantes, personas mayores y recién llegados.',
        howToAccess:
          'Acérquese a la recepción para una primera visita gratuita y un recorrido por las instalaciones.',
        disabilitiesAccess: 'Vestidores accesibles, elevador para la piscina y equipo adaptado.',
        documentsRequired: 'Ninguno.',
      },
      physio: {
        description:
          'Fisioterapia para el dolor de espalda y de cuello, las lesiones deportivas y la recuperación después de una cirugía, además de masoterapia y programas de ejercicios que puede hacer en casa.',
        workingHours: 'Lun. a vie. 7:30 a. m.–7:00 p. m.; sáb. 9:00 a. m.–1:00 p. m.',
        eligibility: 'No necesita derivación.',
        fees: 'Se paga por consulta; la mayoría de los planes de salud del trabajo cubren la fisioterapia.',
        howToAccess: 'Reserve en línea o por teléfono.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'La tarjeta de su plan de salud, si tiene una.',
      },
      salon: {
        description:
          'Un salón de belleza acogedor para cortes, color, trenzas y peinados para todo tipo de cabello, además de depilación de cejas con hilo y manicura.',
        workingHours: 'Mar. a vie. 10:00 a. m.–7:00 p. m.; sáb. 9:00 a. m.–5:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Los precios están a la vista en el salón; pida una consulta gratuita.',
        howToAccess: 'Reserve por teléfono o venga sin cita cuando haya una silla libre.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'Ninguno.',
      },
      barber: {
        description:
          'Una barbería de barrio: cortes clásicos, degradados, arreglo de barba y afeitado con toalla caliente.',
        workingHours: 'Lun. a sáb. 9:00 a. m.–6:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Cortes desde $25; los niños y las personas mayores pagan menos.',
        howToAccess: 'Venga sin cita o reserve por teléfono.',
        disabilitiesAccess: 'Hay un escalón pequeño en la entrada; con gusto le ayudamos.',
        documentsRequired: 'Ninguno.',
      },
      spa: {
        description:
          'Un estudio tranquilo de cuidado de la piel: faciales, depilación con cera, masajes y maquillaje para días especiales, con productos para piel sensible.',
        workingHours: 'Mar. a sáb. 10:00 a. m.–6:00 p. m.',
        eligibility: 'Todas las personas son bienvenidas.',
        fees: 'Precios a solicitud; hay tarjetas de regalo disponibles.',
        howToAccess: 'Reserve por teléfono o en línea.',
        disabilitiesAccess:
          'Entrada sin escalones, baño accesible y estacionamiento reservado cerca de la puerta.',
        documentsRequired: 'Ninguno.',
      },
    },
    coverage: '{city} y sus alrededores',
    articles: {
      1: {
        header: 'Cobertura de salud',
        title: 'Cómo obtener su tarjeta de salud provincial',
        bannerText:
          '<p>Su tarjeta de salud le permite ver a un médico e ir al hospital sin pagar. Así puede obtenerla.</p>',
        text:
          '<h2>Haga la solicitud en cuanto llegue</h2><p>Cada provincia atlántica tiene su propio plan de salud. Los residentes permanentes, los refugiados y la mayoría de las personas con un permiso de trabajo o de estudios de 12 meses o más pueden inscribirse.</p>' +
          '<h3>Qué necesita</h3><ul><li>Su pasaporte o documento de viaje</li><li>Su Confirmación de Residencia Permanente, su permiso de trabajo o su permiso de estudios</li><li>Un comprobante de su domicilio en la provincia, como un contrato de alquiler o una factura</li></ul>' +
          '<h3>Mientras espera</h3><p>Guarde los recibos de toda la atención médica que pague. Los centros de salud comunitarios y las clínicas sin cita pueden ayudarle de todos modos, y muchos farmacéuticos pueden tratar problemas comunes.</p>' +
          '<p>Encuentre una clínica cerca de usted en el <a href="/well-being">directorio de bienestar</a>.</p>',
      },
      2: {
        header: 'Salud mental',
        title: 'Cómo cuidar su salud mental en un nuevo país',
        bannerText:
          '<p>Sentirse cansado, solo o preocupado después de una gran mudanza es normal. No tiene que enfrentarlo solo.</p>',
        text:
          '<h2>Los pequeños pasos ayudan</h2><ul><li>Mantenga una rutina diaria, con tiempo al aire libre todos los días.</li><li>Manténgase en contacto con su familia y sus amigos, y conozca gente nueva en grupos comunitarios.</li><li>Duerma, coma bien y mueva el cuerpo.</li></ul>' +
          '<h3>Hablar también ayuda</h3><p>La consejería es confidencial. Muchos servicios ofrecen intérpretes o consejeros que hablan su idioma, y algunos son gratuitos para los recién llegados.</p>' +
          '<p><strong>En caso de crisis, llame o envíe un mensaje de texto al 988</strong>, a cualquier hora del día o de la noche. En una emergencia, llame al 911.</p>',
      },
      3: {
        header: 'Salud familiar',
        title: 'Cómo encontrar un médico de familia o una enfermera practicante',
        bannerText:
          '<p>Inscríbase de inmediato en la lista de espera de su provincia y sepa adónde ir mientras tanto.</p>',
        text:
          '<h2>Inscríbase en la lista de espera</h2><p>Cada provincia atlántica tiene una lista de personas que buscan un médico de familia o una enfermera practicante. Inscriba a cada integrante de su familia, en línea o por teléfono, en cuanto tenga su tarjeta de salud.</p>' +
          '<h3>Atención mientras espera</h3><ul><li>Clínicas sin cita y centros de salud comunitarios</li><li>Farmacéuticos, para enfermedades leves y renovación de recetas</li><li>El 811, para hablar con una enfermera titulada a cualquier hora</li></ul>' +
          '<p>Los centros de recursos familiares también pueden ayudar con los controles y las vacunas de bebés y niños pequeños.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Su bienestar, con Medavie Blue Cross</h2><p>Medavie Blue Cross y Harbour trabajan juntos para ayudar a los recién llegados de la Isla del Príncipe Eduardo a encontrar atención cerca de casa: clínicas, consejería, atención dental y más.</p>' +
        '<p>¿Tiene un plan de salud o dental a través de su trabajo? <a href="https://www.medavie.bluecross.ca/">Aprenda a usar sus beneficios de Medavie Blue Cross</a>.</p>',
      halifax_banner_text:
        '<h2>Le damos la bienvenida a Halifax, con Medavie Blue Cross</h2><p>Medavie Blue Cross y Harbour le ofrecen una guía de servicios de salud y bienestar en Halifax y en toda Nueva Escocia, muchos de ellos en su idioma.</p>' +
        '<p>¿Necesita atención esta noche? Marque el <strong>811</strong> para hablar con una enfermera, o <a href="/well-being-listings?search=walk-in%20clinic">encuentre una clínica sin cita</a>.</p>',
    },
  },
};
