import { s, type LegalPage } from './types.js';

export const NUPOST_ES: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'es',
  title: 'Términos de servicio de NuPost',
  intro:
    'NuPost es el servicio de Harbour que permite a las organizaciones compartir publicaciones, noticias y avisos con los recién llegados de la comunidad en la que trabajan. Estos términos se aplican a toda organización que use NuPost, además de los términos y condiciones de Harbour. Esta es una traducción para su comodidad; si difiere de la versión en inglés o en francés, se aplica la versión en inglés o en francés.',
  sections: [
    s(
      '1. Quién puede usar NuPost',
      'NuPost es para empresas registradas, organizaciones sin fines de lucro, organismos públicos y grupos comunitarios. La persona que crea la cuenta de NuPost confirma que está autorizada para actuar en nombre de la organización y que los datos de la organización son verdaderos.',
      '/terms-and-conditions',
    ),
    s(
      '2. Su suscripción',
      'NuPost se vende como una suscripción, con los precios que aparecen en la página de precios, en dólares canadienses antes de impuestos. Se renueva automáticamente al final de cada período, a menos que usted la cancele antes de la fecha de renovación. Puede cancelarla en cualquier momento; el servicio sigue activo hasta el final del período ya pagado. Los períodos ya iniciados no se reembolsan, salvo cuando la ley lo exige.',
      '/pricing#nupost',
    ),
    s(
      '3. Lo que puede publicar',
      'Sus publicaciones deben ser honestas, legales y útiles para los recién llegados. No debe publicar:\n\n- ofertas falsas o engañosas, incluidos empleos que no existen o que piden un pago;\n- contenido de odio, discriminatorio, violento o sexualmente explícito;\n- solicitudes de documentos de identidad, papeles de inmigración o datos bancarios;\n- material de campañas políticas, ni spam.\n\nUsted es responsable de que sus publicaciones sean exactas y de tener los derechos sobre los textos y las imágenes que usa.',
    ),
    s(
      '4. Moderación',
      'Podemos revisar, rechazar, ajustar el formato o eliminar cualquier publicación que no respete estos términos, y podemos suspender una cuenta que lo haga repetidamente. Cuando eliminemos una publicación, le diremos por qué, salvo que hacerlo sea contrario a la ley o ponga a alguien en riesgo.',
    ),
    s(
      '5. Traducción y alcance',
      'Las publicaciones pueden traducirse automáticamente a los idiomas de Harbour. Las traducciones automáticas pueden contener errores; el texto original es el que cuenta. No garantizamos cuántas personas verán una publicación ni cuántas actuarán en consecuencia.',
    ),
    s(
      '6. Información personal',
      'Si algunas personas responden a sus publicaciones, usted recibe la información personal de esas personas. Debe usarla solo para responderles, protegerla como lo exige la PIPEDA (la ley federal canadiense de protección de la información personal) y eliminarla cuando ya no la necesite. Harbour trata sus propios datos como se describe en la política de privacidad.',
      '/privacy-policy',
    ),
    s(
      '7. Responsabilidad',
      'NuPost se ofrece «tal cual». En la medida en que la ley lo permita, la responsabilidad total de Harbour por cualquier reclamo relacionado con NuPost se limita al monto que usted pagó por NuPost en los doce meses anteriores al reclamo.',
    ),
    s(
      '8. Cambios y contacto',
      'Podemos actualizar estos términos; avisaremos a los suscriptores por correo electrónico al menos 30 días antes de que un cambio importante entre en vigor. Estos términos se rigen por las leyes de la Isla del Príncipe Eduardo y de Canadá. ¿Tiene preguntas? Escríbanos a través de la página de contacto.',
      '/contact-us',
    ),
  ],
};
