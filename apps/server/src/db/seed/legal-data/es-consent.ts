import { s, type LegalPage } from './types.js';

export const CONSENT_ES: LegalPage = {
  slug: 'privacy-terms',
  language: 'es',
  title: 'Privacidad y términos',
  intro:
    'Antes de crear su cuenta de Harbour, aquí tiene un breve resumen de lo que acepta. Los términos y condiciones y la política de privacidad completos están enlazados abajo; esos son los textos que cuentan. Esta es una traducción para su comodidad; si difiere de la versión en inglés o en francés, se aplica la versión en inglés o en francés.',
  sections: [
    s(
      'Lo que usted acepta',
      'Al crear una cuenta, usted confirma que:\n\n- la información que da es verdadera;\n- tiene al menos 13 años, o cuenta con el permiso de su madre, su padre o su tutor legal;\n- tratará con respeto a las demás personas en Harbour y no publicará nada ilegal, de odio o engañoso;\n- acepta los términos y condiciones de Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'Qué hacemos con su información',
      'Usamos su nombre, su correo electrónico, su provincia, su ciudad y su idioma para gestionar su cuenta y mostrarle información de su comunidad, en su idioma. No vendemos su información. La conservamos mientras su cuenta esté abierta, y la eliminamos o la hacemos anónima en un plazo de 30 días después de que usted elimine su cuenta, salvo lo que la ley nos obliga a conservar.',
      '/privacy-policy',
    ),
    s(
      'Correos electrónicos',
      'Le enviaremos los correos electrónicos que su cuenta necesita, como la confirmación de su dirección y el restablecimiento de la contraseña. Solo le enviamos noticias de la comunidad si usted las pide, y cada uno de esos correos le permite dejar de recibirlos.',
    ),
    s(
      'En su dispositivo',
      'Su navegador guarda su inicio de sesión, su idioma, su provincia y su ciudad para que no tenga que elegirlos cada vez. No usamos cookies publicitarias.',
    ),
    s(
      'Sus derechos',
      'Puede ver, corregir o eliminar su información en cualquier momento, y retirar su consentimiento eliminando su cuenta. Según la PIPEDA (la ley federal canadiense de protección de la información personal), también puede presentar una queja ante la Oficina del Comisionado de Privacidad de Canadá. Para cualquier pregunta, escríbanos a través de la página de contacto.',
      '/contact-us',
    ),
  ],
};
