import { s, type LegalPage } from './types.js';

export const TERMS_PT: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'pt',
  title: 'Termos e condições',
  intro:
    'Estes termos explicam o acordo entre você e o Harbour Newcomer Hub (“Harbour”, “nós”) quando você usa o site e os aplicativos do Harbour. Leia-os com atenção. Ao criar uma conta ou usar o Harbour, você os aceita. Esta é uma tradução para sua conveniência; se houver diferença em relação à versão em inglês ou em francês, vale a versão em inglês ou em francês.',
  sections: [
    s(
      '1. Quem somos',
      'O Harbour é uma plataforma sem fins lucrativos que ajuda recém-chegados a se estabelecer no Canadá Atlântico: Ilha do Príncipe Eduardo, Nova Escócia, Nova Brunswick e Terra Nova e Labrador. Estamos sediados em Charlottetown, na Ilha do Príncipe Eduardo. Nosso endereço postal aparece no rodapé de todas as páginas.',
    ),
    s(
      '2. O que o Harbour oferece',
      'O Harbour oferece informações sobre a sua comunidade (eventos, serviços, empregos, voluntariado, bem-estar e notícias locais), ferramentas como o chat com tradução e páginas onde organizações podem divulgar seus serviços.\n\nAs informações vêm de nós, de organizações parceiras e de outros usuários. Nós nos esforçamos para mantê-las corretas e atualizadas, mas não podemos garantir que cada anúncio esteja completo, em vigor ou seja adequado à sua situação. Sempre confirme os detalhes importantes (datas, preços, quem tem direito de participar) diretamente com a organização.',
    ),
    s(
      '3. Sua conta',
      'Alguns recursos exigem uma conta. Você deve:\n\n- fornecer informações verdadeiras ao se cadastrar;\n- manter sua senha em segredo e nos avisar imediatamente se achar que outra pessoa está usando sua conta;\n- ter pelo menos 13 anos, ou ter a permissão de um dos pais ou de um responsável legal.\n\nVocê é responsável pelo que acontece na sua conta. Você pode excluir sua conta a qualquer momento nas configurações do seu perfil.',
    ),
    s(
      '4. Uso aceitável',
      'O Harbour é um lugar acolhedor. Ao usá-lo, você concorda em não:\n\n- publicar conteúdo ilegal, de ódio, ameaçador, discriminatório ou sexualmente explícito;\n- assediar, enganar ou se aproveitar de outras pessoas, principalmente de quem acabou de chegar ao Canadá;\n- publicar ofertas de emprego falsas, golpes ou pedidos de dinheiro ou de documentos pessoais;\n- coletar informações de outros usuários, enviar spam ou fazer propaganda sem um anúncio pago;\n- tentar danificar ou sobrecarregar a plataforma, ou burlar a segurança dela.\n\nPodemos remover conteúdo ou suspender uma conta que desrespeite estas regras, e podemos denunciar atividades ilegais às autoridades.',
    ),
    s(
      '5. O conteúdo que você compartilha',
      'Você mantém os direitos sobre o que publica. Você concede ao Harbour uma licença gratuita e não exclusiva para exibir, armazenar, traduzir e compartilhar esse conteúdo na plataforma, para que o serviço funcione. Você confirma que tem o direito de compartilhá-lo. As traduções automáticas são oferecidas para ajudar as pessoas a se entenderem; elas podem conter erros e não são traduções oficiais.',
    ),
    s(
      '6. Anúncios, publicidade e pagamentos',
      'Organizações podem comprar anúncios, publicidade, patrocínios e assinaturas. Os preços aparecem em dólares canadenses na página de preços, antes dos impostos. Os pagamentos são processados pelo nosso provedor de pagamentos; não guardamos números de cartão. Salvo indicação diferente na oferta, um período pago não é reembolsado depois de iniciado, mas você pode cancelar uma renovação a qualquer momento antes da cobrança. Os anúncios devem descrever com honestidade um serviço, um emprego ou uma oportunidade real.',
    ),
    s(
      '7. Links para outros sites',
      'O Harbour tem links para sites de governos, escolas e organizações. Não controlamos esses sites e não somos responsáveis pelo conteúdo nem pelas práticas de privacidade deles.',
    ),
    s(
      '8. Limitação de responsabilidade',
      'O Harbour é oferecido “no estado em que se encontra”. Na medida em que a lei permitir, não somos responsáveis por perdas indiretas ou consequentes, nem por decisões que você tomar com base em informações encontradas no Harbour.\n\nNa medida em que a lei permitir, nossa responsabilidade total perante você por qualquer reclamação relacionada ao Harbour é limitada a cem dólares canadenses (CAD $100). Nada nestes termos limita os direitos que as leis de proteção ao consumidor garantem a você e aos quais não se pode renunciar.',
    ),
    s(
      '9. Mudanças no Harbour e nestes termos',
      'Podemos alterar ou encerrar recursos, e podemos atualizar estes termos. Quando uma mudança for importante, avisaremos você no site ou por e-mail antes que ela entre em vigor. Se você continuar usando o Harbour depois disso, estará aceitando os novos termos.',
    ),
    s(
      '10. Lei aplicável',
      'Estes termos são regidos pelas leis da Ilha do Príncipe Eduardo e pelas leis federais do Canadá que se aplicam nessa província. Qualquer disputa será resolvida pelos tribunais da Ilha do Príncipe Eduardo, a menos que a lei da sua província lhe dê o direito de recorrer aos tribunais da sua região.',
    ),
    s(
      '11. Contato',
      'Tem dúvidas sobre estes termos? Escreva para nós pela página de contato. Respondemos em inglês ou em francês e faremos o possível para ajudar você no seu idioma.',
      '/contact-us',
    ),
  ],
};
