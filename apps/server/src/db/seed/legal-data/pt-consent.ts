import { s, type LegalPage } from './types.js';

export const CONSENT_PT: LegalPage = {
  slug: 'privacy-terms',
  language: 'pt',
  title: 'Privacidade e termos',
  intro:
    'Antes de criar sua conta no Harbour, veja aqui um breve resumo do que você está aceitando. Os termos e condições e a política de privacidade completos estão nos links abaixo; são esses textos que valem. Esta é uma tradução para sua conveniência; se houver diferença em relação à versão em inglês ou em francês, vale a versão em inglês ou em francês.',
  sections: [
    s(
      'O que você aceita',
      'Ao criar uma conta, você confirma que:\n\n- as informações que você fornece são verdadeiras;\n- você tem pelo menos 13 anos, ou tem a permissão de um dos pais ou de um responsável legal;\n- você vai tratar as outras pessoas no Harbour com respeito e não vai publicar nada ilegal, de ódio ou enganoso;\n- você aceita os termos e condições do Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'O que fazemos com suas informações',
      'Usamos seu nome, endereço de e-mail, província, cidade e idioma para gerenciar sua conta e mostrar informações da sua comunidade, no seu idioma. Não vendemos suas informações. Nós as guardamos enquanto sua conta estiver aberta e as excluímos ou tornamos anônimas em até 30 dias depois que você excluir sua conta, exceto o que a lei nos obriga a guardar.',
      '/privacy-policy',
    ),
    s(
      'E-mails',
      'Vamos enviar os e-mails de que sua conta precisa, como a confirmação do seu endereço e a redefinição de senha. Só enviamos notícias da comunidade se você pedir, e cada um desses e-mails permite que você pare de recebê-los.',
    ),
    s(
      'No seu aparelho',
      'Seu navegador guarda seu login, seu idioma, sua província e sua cidade para que você não precise escolhê-los toda vez. Não usamos cookies de publicidade.',
    ),
    s(
      'Seus direitos',
      'Você pode ver, corrigir ou excluir suas informações a qualquer momento e retirar seu consentimento excluindo sua conta. De acordo com a PIPEDA (a lei federal canadense de proteção de informações pessoais), você também pode fazer uma reclamação ao Escritório do Comissário de Privacidade do Canadá. Para qualquer dúvida, escreva para nós pela página de contato.',
      '/contact-us',
    ),
  ],
};
