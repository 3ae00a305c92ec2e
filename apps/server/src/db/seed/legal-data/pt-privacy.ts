import { s, type LegalPage } from './types.js';

export const PRIVACY_PT: LegalPage = {
  slug: 'privacy-policy',
  language: 'pt',
  title: 'Política de privacidade',
  intro:
    'Sua privacidade é importante para nós. Esta política explica quais informações pessoais o Harbour coleta, por que, por quanto tempo as guardamos e quais escolhas você tem. O Harbour segue a Lei de Proteção de Informações Pessoais e Documentos Eletrônicos do Canadá (PIPEDA, na sigla em inglês) e as leis de privacidade das províncias do Atlântico. Esta é uma tradução para sua conveniência; se houver diferença em relação à versão em inglês ou em francês, vale a versão em inglês ou em francês.',
  sections: [
    s(
      'O que coletamos',
      'Coletamos apenas o que precisamos para o Harbour funcionar:\n\n- Dados da conta: seu nome, endereço de e-mail, senha (guardada apenas na forma de um hash seguro, nunca como texto legível), sua província e cidade, e seu idioma preferido.\n- Os dados de perfil que você escolher adicionar, como uma foto, seu país de origem ou seus interesses.\n- O que você nos envia: mensagens pelo formulário de contato, pedidos de convite, anúncios e informações de eventos.\n- Informações técnicas: as páginas que você visita, o tipo de aparelho e de navegador e seu endereço IP, usados para manter o Harbour seguro e entender quais páginas são úteis.\n- Registros de pagamento quando uma organização compra um anúncio ou publicidade (valor, data e produto). Os dados do cartão vão direto para o nosso provedor de pagamentos e nunca chegam aos nossos servidores.',
    ),
    s(
      'Por que usamos essas informações',
      'Usamos suas informações para:\n\n- criar e proteger sua conta e permitir que você entre nela;\n- mostrar informações da sua província e da sua cidade, no seu idioma;\n- responder às suas mensagens e pedidos;\n- enviar os e-mails de que você precisa (confirmação, redefinição de senha, respostas) e, só se você concordar, notícias da sua comunidade;\n- evitar abusos, spam e fraudes;\n- melhorar o Harbour usando estatísticas que não identificam você.\n\nNão vendemos suas informações pessoais e não mostramos a você anúncios baseados no seu perfil pessoal.',
    ),
    s(
      'Consentimento',
      'Pedimos seu consentimento quando você se cadastra e quando coletamos algo novo. Você pode retirar seu consentimento a qualquer momento mudando suas configurações ou excluindo sua conta; nesse caso, alguns recursos podem parar de funcionar.',
    ),
    s(
      'Com quem compartilhamos',
      'Só compartilhamos informações quando é necessário, e apenas o que é necessário:\n\n- prestadores de serviço que hospedam nossos servidores, enviam nossos e-mails, traduzem mensagens ou processam pagamentos, com contratos que os obrigam a proteger essas informações;\n- organizações parceiras, apenas quando você pede que elas entrem em contato com você (por exemplo, quando responde a um anúncio de emprego ou de voluntariado);\n- autoridades, quando a lei exige.\n\nAlguns prestadores podem guardar dados fora do Canadá; nesse caso, suas informações são protegidas por contrato, mas podem estar sujeitas às leis daquele país.',
    ),
    s(
      'Por quanto tempo guardamos',
      'Guardamos as informações da sua conta enquanto ela estiver aberta. Quando você exclui sua conta, excluímos suas informações pessoais ou as tornamos anônimas em até 30 dias, exceto os registros que a lei nos obriga a guardar (por exemplo, registros de pagamento, guardados por sete anos para fins fiscais). Mensagens de contato e pedidos de convite são guardados por até dois anos. Registros de segurança são guardados por até um ano.',
    ),
    s(
      'Cookies e armazenamento local',
      'O Harbour não usa cookies de publicidade. Seu navegador guarda alguns pequenos itens no seu aparelho para que o site funcione: seu token de login e o idioma, a província e a cidade que você escolheu. Se você marcar “Lembrar de mim”, eles ficam guardados até você sair da conta; caso contrário, desaparecem quando você fecha o navegador. Contamos as visitas às páginas sem identificar você.',
    ),
    s(
      'Seus direitos',
      'De acordo com a PIPEDA, você pode:\n\n- perguntar quais informações pessoais temos sobre você e receber uma cópia;\n- pedir que corrijamos informações erradas;\n- retirar seu consentimento ou excluir sua conta;\n- fazer uma reclamação para nós e, se não ficar satisfeito, para o Escritório do Comissário de Privacidade do Canadá (www.priv.gc.ca).\n\nRespondemos aos pedidos em até 30 dias, sem custo.',
    ),
    s(
      'Segurança',
      'Protegemos suas informações com conexões criptografadas, senhas protegidas por hash, acesso restrito da equipe e atualizações regulares. Nenhum sistema é totalmente seguro; se um vazamento de dados colocar você em risco real de dano significativo, informaremos você e o Comissário de Privacidade, como a lei exige.',
    ),
    s(
      'Crianças',
      'O Harbour é destinado a pessoas a partir de 13 anos. Crianças com menos de 13 anos só podem usar o Harbour com um dos pais ou um responsável legal, que responde pela conta da criança. Se descobrirmos que temos informações de uma criança com menos de 13 anos sem essa permissão, vamos excluí-las.',
    ),
    s(
      'Mudanças nesta política',
      'Podemos atualizar esta política. A data no topo da página mostra a versão mais recente. Se uma mudança for importante, avisaremos você no site ou por e-mail antes que ela entre em vigor.',
    ),
    s(
      'Fale com nosso encarregado de privacidade',
      'Para qualquer dúvida ou pedido sobre suas informações pessoais, escreva para o nosso encarregado de privacidade pela página de contato, ou pelo correio, para o endereço que aparece no rodapé de todas as páginas.',
      '/contact-us',
    ),
  ],
};
