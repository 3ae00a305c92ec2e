import { s, type LegalPage } from './types.js';

export const NUPOST_PT: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'pt',
  title: 'Termos de serviço do NuPost',
  intro:
    'O NuPost é o serviço do Harbour que permite que organizações compartilhem publicações, notícias e comunicados com os recém-chegados da comunidade onde atuam. Estes termos valem para todas as organizações que usam o NuPost, além dos termos e condições do Harbour. Esta é uma tradução para sua conveniência; se houver diferença em relação à versão em inglês ou em francês, vale a versão em inglês ou em francês.',
  sections: [
    s(
      '1. Quem pode usar o NuPost',
      'O NuPost é para empresas registradas, organizações sem fins lucrativos, órgãos públicos e grupos comunitários. A pessoa que cria a conta do NuPost confirma que tem autorização para agir em nome da organização e que os dados da organização são verdadeiros.',
      '/terms-and-conditions',
    ),
    s(
      '2. Sua assinatura',
      'O NuPost é vendido como uma assinatura, com os preços mostrados na página de preços, em dólares canadenses, antes dos impostos. A assinatura é renovada automaticamente no fim de cada período, a menos que você cancele antes da data de renovação. Você pode cancelar a qualquer momento; o serviço continua ativo até o fim do período já pago. Períodos já iniciados não são reembolsados, exceto quando a lei exigir.',
      '/pricing#nupost',
    ),
    s(
      '3. O que você pode publicar',
      'Suas publicações devem ser honestas, legais e úteis para os recém-chegados. Você não pode publicar:\n\n- ofertas falsas ou enganosas, incluindo vagas de emprego que não existem ou que pedem pagamento;\n- conteúdo de ódio, discriminatório, violento ou sexualmente explícito;\n- pedidos de documentos de identidade, documentos de imigração ou dados bancários;\n- material de campanha política, nem spam.\n\nVocê é responsável pela exatidão das suas publicações e por ter os direitos sobre os textos e as imagens que usa.',
    ),
    s(
      '4. Moderação',
      'Podemos analisar, recusar, ajustar o formato ou remover qualquer publicação que desrespeite estes termos, e podemos suspender uma conta que faça isso repetidamente. Quando removermos uma publicação, diremos o motivo, a menos que isso seja contra a lei ou coloque alguém em risco.',
    ),
    s(
      '5. Tradução e alcance',
      'As publicações podem ser traduzidas automaticamente para os idiomas do Harbour. Traduções automáticas podem conter erros; o texto original é o que vale. Não garantimos quantas pessoas verão uma publicação ou agirão a partir dela.',
    ),
    s(
      '6. Informações pessoais',
      'Se pessoas responderem às suas publicações, você receberá as informações pessoais delas. Você deve usá-las apenas para responder a essas pessoas, protegê-las como exige a PIPEDA (a lei federal canadense de proteção de informações pessoais) e excluí-las quando não precisar mais delas. O Harbour trata os próprios dados conforme descrito na política de privacidade.',
      '/privacy-policy',
    ),
    s(
      '7. Responsabilidade',
      'O NuPost é oferecido “no estado em que se encontra”. Na medida em que a lei permitir, a responsabilidade total do Harbour por qualquer reclamação sobre o NuPost é limitada ao valor que você pagou pelo NuPost nos doze meses anteriores à reclamação.',
    ),
    s(
      '8. Mudanças e contato',
      'Podemos atualizar estes termos; avisaremos os assinantes por e-mail pelo menos 30 dias antes de uma mudança importante entrar em vigor. Estes termos são regidos pelas leis da Ilha do Príncipe Eduardo e do Canadá. Tem dúvidas? Escreva para nós pela página de contato.',
      '/contact-us',
    ),
  ],
};
