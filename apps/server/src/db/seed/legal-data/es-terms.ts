import { s, type LegalPage } from './types.js';

export const TERMS_ES: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'es',
  title: 'Términos y condiciones',
  intro:
    'Estos términos explican el acuerdo entre usted y Harbour Newcomer Hub («Harbour», «nosotros») cuando usa el sitio web y las aplicaciones de Harbour. Léalos con atención. Al crear una cuenta o usar Harbour, usted los acepta. Esta es una traducción para su comodidad; si difiere de la versión en inglés o en francés, se aplica la versión en inglés o en francés.',
  sections: [
    s(
      '1. Quiénes somos',
      'Harbour es una plataforma sin fines de lucro que ayuda a los recién llegados a establecerse en el Canadá atlántico: la Isla del Príncipe Eduardo, Nueva Escocia, Nuevo Brunswick y Terranova y Labrador. Tenemos nuestra sede en Charlottetown, Isla del Príncipe Eduardo. Nuestra dirección postal aparece al pie de cada página.',
    ),
    s(
      '2. Lo que ofrece Harbour',
      'Harbour le da información sobre su comunidad (eventos, servicios, empleos, voluntariado, bienestar y noticias locales), herramientas como el chat con traducción y páginas donde las organizaciones pueden presentar sus servicios.\n\nLa información proviene de nosotros, de organizaciones asociadas y de otros usuarios. Nos esforzamos por mantenerla correcta y actualizada, pero no podemos garantizar que cada anuncio esté completo, vigente o sea adecuado para su situación. Verifique siempre los datos importantes (fechas, precios, requisitos para participar) directamente con la organización.',
    ),
    s(
      '3. Su cuenta',
      'Algunas funciones requieren una cuenta. Usted debe:\n\n- dar información verdadera al registrarse;\n- mantener su contraseña en secreto y avisarnos de inmediato si cree que otra persona está usando su cuenta;\n- tener al menos 13 años, o contar con el permiso de su madre, su padre o su tutor legal.\n\nUsted es responsable de lo que ocurra en su cuenta. Puede eliminar su cuenta en cualquier momento desde la configuración de su perfil.',
    ),
    s(
      '4. Uso aceptable',
      'Harbour es un lugar acogedor. Al usarlo, usted se compromete a no:\n\n- publicar contenido ilegal, de odio, amenazante, discriminatorio o sexualmente explícito;\n- acosar, engañar o aprovecharse de otras personas, en especial de quienes acaban de llegar a Canadá;\n- publicar ofertas de empleo falsas, estafas o pedidos de dinero o de documentos personales;\n- recopilar información de otros usuarios, enviar spam o hacer publicidad sin un anuncio pagado;\n- intentar dañar o sobrecargar la plataforma, o burlar su seguridad.\n\nPodemos eliminar contenido o suspender una cuenta que no respete estas reglas, y podemos denunciar actividades ilegales ante las autoridades.',
    ),
    s(
      '5. El contenido que usted comparte',
      'Usted conserva los derechos sobre lo que publica. Usted otorga a Harbour una licencia gratuita y no exclusiva para mostrarlo, almacenarlo, traducirlo y compartirlo en la plataforma, para que el servicio pueda funcionar. Usted confirma que tiene derecho a compartirlo. Las traducciones automáticas se ofrecen para ayudarles a entenderse entre ustedes; pueden contener errores y no son traducciones oficiales.',
    ),
    s(
      '6. Anuncios, publicidad y pagos',
      'Las organizaciones pueden comprar anuncios, publicidad, patrocinios y suscripciones. Los precios se muestran en dólares canadienses en la página de precios, antes de impuestos. Los pagos los procesa nuestro proveedor de pagos; no guardamos números de tarjeta. Salvo que la oferta diga otra cosa, un período pagado no se reembolsa una vez que ha comenzado, pero usted puede cancelar una renovación en cualquier momento antes de que se cobre. Los anuncios deben describir con honestidad un servicio, un empleo o una oportunidad reales.',
    ),
    s(
      '7. Enlaces a otros sitios web',
      'Harbour incluye enlaces a sitios web de gobiernos, escuelas y organizaciones. No los controlamos y no somos responsables de su contenido ni de sus prácticas de privacidad.',
    ),
    s(
      '8. Limitación de responsabilidad',
      'Harbour se ofrece «tal cual». En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes, ni de las decisiones que usted tome con base en información encontrada en Harbour.\n\nEn la medida en que la ley lo permita, nuestra responsabilidad total ante usted por cualquier reclamo relacionado con Harbour se limita a cien dólares canadienses (CAD $100). Nada en estos términos limita los derechos que le otorgan las leyes de protección al consumidor y a los que no se puede renunciar.',
    ),
    s(
      '9. Cambios en Harbour y en estos términos',
      'Podemos cambiar funciones o dejar de ofrecerlas, y podemos actualizar estos términos. Cuando un cambio sea importante, se lo informaremos en el sitio web o por correo electrónico antes de que entre en vigor. Si sigue usando Harbour después de eso, usted acepta los nuevos términos.',
    ),
    s(
      '10. Ley aplicable',
      'Estos términos se rigen por las leyes de la Isla del Príncipe Eduardo y por las leyes federales de Canadá que se aplican allí. Cualquier disputa será resuelta por los tribunales de la Isla del Príncipe Eduardo, a menos que la ley de su provincia le dé derecho a acudir a los tribunales de su localidad.',
    ),
    s(
      '11. Contacto',
      '¿Tiene preguntas sobre estos términos? Escríbanos a través de la página de contacto. Respondemos en inglés o en francés, y haremos todo lo posible por ayudarle en su idioma.',
      '/contact-us',
    ),
  ],
};
