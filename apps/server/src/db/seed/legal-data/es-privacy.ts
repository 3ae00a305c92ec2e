import { s, type LegalPage } from './types.js';

export const PRIVACY_ES: LegalPage = {
  slug: 'privacy-policy',
  language: 'es',
  title: 'Política de privacidad',
  intro:
    'Su privacidad es importante para nosotros. Esta política explica qué información personal recopila Harbour, para qué, cuánto tiempo la conservamos y qué opciones tiene usted. Harbour cumple la Ley de Protección de la Información Personal y los Documentos Electrónicos de Canadá (PIPEDA, por sus siglas en inglés) y las leyes de privacidad de las provincias del Atlántico. Esta es una traducción para su comodidad; si difiere de la versión en inglés o en francés, se aplica la versión en inglés o en francés.',
  sections: [
    s(
      'Qué información recopilamos',
      'Solo recopilamos lo que necesitamos para que Harbour funcione:\n\n- Datos de la cuenta: su nombre, su correo electrónico, su contraseña (que se guarda solo en forma de hash seguro, nunca como texto legible), su provincia y su ciudad, y su idioma preferido.\n- Los datos de perfil que usted decida agregar, como una foto, su país de origen o sus intereses.\n- Lo que usted nos envía: mensajes del formulario de contacto, solicitudes de invitación, anuncios y datos de eventos.\n- Información técnica: las páginas que visita, el tipo de dispositivo y de navegador, y su dirección IP, que usamos para mantener Harbour seguro y saber qué páginas son útiles.\n- Registros de pago cuando una organización compra un anuncio o publicidad (monto, fecha y producto). Los datos de la tarjeta van directamente a nuestro proveedor de pagos y nunca llegan a nuestros servidores.',
    ),
    s(
      'Para qué la usamos',
      'Usamos su información para:\n\n- crear y proteger su cuenta y permitirle iniciar sesión;\n- mostrarle información de su provincia y su ciudad, en su idioma;\n- responder a sus mensajes y solicitudes;\n- enviarle los correos electrónicos que necesita (confirmación, restablecimiento de contraseña, respuestas) y, solo si usted está de acuerdo, noticias de su comunidad;\n- prevenir abusos, spam y fraudes;\n- mejorar Harbour con estadísticas que no permiten saber quién es usted.\n\nNo vendemos su información personal y no le mostramos publicidad basada en su perfil personal.',
    ),
    s(
      'Consentimiento',
      'Le pedimos su consentimiento cuando se registra y cuando recopilamos algo nuevo. Puede retirar su consentimiento en cualquier momento cambiando su configuración o eliminando su cuenta; en ese caso, es posible que algunas funciones dejen de funcionar.',
    ),
    s(
      'Con quién la compartimos',
      'Compartimos información solo cuando es necesario, y solo la que es necesaria:\n\n- proveedores de servicios que alojan nuestros servidores, envían nuestros correos electrónicos, traducen mensajes o procesan pagos, con contratos que les exigen protegerla;\n- organizaciones asociadas, solo cuando usted pide que se comuniquen con usted (por ejemplo, cuando responde a un anuncio de empleo o de voluntariado);\n- autoridades, cuando la ley lo exige.\n\nAlgunos proveedores pueden guardar datos fuera de Canadá; en ese caso, su información está protegida por contrato, pero puede estar sujeta a las leyes de ese país.',
    ),
    s(
      'Cuánto tiempo la conservamos',
      'Conservamos la información de su cuenta mientras su cuenta esté abierta. Cuando usted elimina su cuenta, eliminamos su información personal o la hacemos anónima en un plazo de 30 días, salvo los registros que la ley nos obliga a conservar (por ejemplo, los registros de pago, que se conservan siete años por motivos fiscales). Los mensajes de contacto y las solicitudes de invitación se conservan hasta dos años. Los registros de seguridad se conservan hasta un año.',
    ),
    s(
      'Cookies y almacenamiento local',
      'Harbour no usa cookies publicitarias. Su navegador guarda algunos datos pequeños en su dispositivo para que el sitio funcione: su token de inicio de sesión y el idioma, la provincia y la ciudad que eligió. Si marca «Recordarme», estos datos se quedan hasta que cierre sesión; si no, desaparecen cuando cierra el navegador. Contamos las visitas a las páginas sin identificarle.',
    ),
    s(
      'Sus derechos',
      'Según la PIPEDA, usted puede:\n\n- preguntar qué información personal tenemos sobre usted y obtener una copia;\n- pedirnos que corrijamos información incorrecta;\n- retirar su consentimiento o eliminar su cuenta;\n- presentarnos una queja y, si no queda satisfecho, presentarla ante la Oficina del Comisionado de Privacidad de Canadá (www.priv.gc.ca).\n\nRespondemos a las solicitudes en un plazo de 30 días, sin costo.',
    ),
    s(
      'Seguridad',
      'Protegemos su información con conexiones cifradas, contraseñas protegidas con hash, acceso limitado del personal y actualizaciones periódicas. Ningún sistema es totalmente seguro; si una brecha de seguridad le expone a un riesgo real de daño significativo, se lo informaremos a usted y al Comisionado de Privacidad, como lo exige la ley.',
    ),
    s(
      'Niños',
      'Harbour está pensado para personas de 13 años o más. Los niños menores de 13 años solo pueden usar Harbour con su madre, su padre o su tutor legal, quien es responsable de su cuenta. Si nos enteramos de que tenemos información de un niño menor de 13 años sin ese permiso, la eliminaremos.',
    ),
    s(
      'Cambios en esta política',
      'Podemos actualizar esta política. La fecha que aparece arriba indica la versión más reciente. Si un cambio es importante, se lo informaremos en el sitio web o por correo electrónico antes de que entre en vigor.',
    ),
    s(
      'Comuníquese con nuestro responsable de privacidad',
      'Para cualquier pregunta o solicitud sobre su información personal, escriba a nuestro responsable de privacidad a través de la página de contacto, o por correo postal a la dirección que aparece al pie de cada página.',
      '/contact-us',
    ),
  ],
};
