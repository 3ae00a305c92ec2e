import { pairs, type SiteTexts } from './types.js';

export const PT_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Alerta de tempestade de inverno para a Ilha do Príncipe Eduardo',
      'A Environment Canada emitiu um alerta de tempestade de inverno para toda a ilha, de hoje à noite até amanhã à tarde. Espere de 20 a 30 cm de neve e ventos fortes. Evite viajar se puder, carregue o seu telefone e mantenha uma lanterna por perto.',
    ],
    'pe-vaccine-clinics': [
      'Clínicas de vacinação contra a gripe e a COVID-19 estão abertas',
      'A Health PEI oferece vacinas gratuitas contra a gripe e a COVID-19 em clínicas por toda a ilha. Todas as pessoas a partir de 6 meses podem marcar. Não é preciso ter o cartão de saúde de PEI para se vacinar. Traga um documento com foto, se tiver. As farmácias também aplicam as vacinas de graça.',
    ],
    'pe-health-card': [
      'Peça o seu cartão de saúde de PEI',
      'Chegou há pouco à ilha? Peça o seu cartão de saúde de PEI assim que chegar. A cobertura para residentes permanentes começa no dia em que você se torna residente. Leve os seus documentos de imigração e um comprovante de endereço a qualquer posto da Access PEI.',
    ],
    'ch-grafton-closure': [
      'Rua fechada: Grafton Street entre Queen e Prince',
      'A Grafton Street estará fechada ao trânsito entre a Queen Street e a Prince Street das 7h às 18h para o conserto de uma tubulação de água. Siga as placas de desvio. As calçadas continuam abertas para pedestres.',
    ],
    'ch-parking-ban': [
      'Proibição de estacionar à noite para a remoção de neve',
      'A proibição de estacionamento de inverno da cidade de Charlottetown vale da meia-noite às 7h. Veículos estacionados nas ruas durante a proibição podem ser multados e rebocados para que os limpa-neves desobstruam as vias. Use um estacionamento fora da rua até a proibição ser suspensa.',
    ],
    'ch-library-conversation': [
      'Roda de conversa em inglês na biblioteca',
      'Pratique o seu inglês num grupo descontraído na Biblioteca Pública do Confederation Centre todas as terças-feiras à noite. Todos os níveis são bem-vindos, é gratuito e não precisa de inscrição. Há chá e café.',
    ],
    'ch-newcomer-session': [
      'Sessão informativa para recém-chegados: alugar a sua primeira casa',
      'Saiba mais sobre contratos de aluguel, depósitos e os seus direitos como inquilino em PEI. A sessão é gratuita e é possível ter intérpretes se pedir com antecedência. Traga as suas perguntas sobre aquecimento, contas e o que fazer se algo quebrar.',
    ],
    'ch-transit-detour': [
      'Desvio da linha de ônibus T3 esta semana',
      'Esta semana os ônibus T3 não vão parar na University Avenue entre a Belvedere Avenue e a Allen Street. Há paradas provisórias na Mount Edward Road.',
    ],
    'ch-recycling': [
      'Mudança na coleta de lixo nos feriados',
      'A coleta dos contentores verde, azul e preto passa para um dia depois durante a semana de feriados. Coloque os seus contentores na rua até as 6h do novo dia.',
    ],
    'ch-public-skate': [
      'Patinação pública gratuita na Simmons Arena',
      'Há patinação pública gratuita todos os domingos à tarde. Patins e capacetes podem ser emprestados no balcão enquanto houver. O capacete é recomendado para todos.',
    ],
    'ch-tax-clinic': [
      'Clínica gratuita de imposto de renda para recém-chegados',
      'Voluntários podem ajudar você a fazer a sua declaração de imposto de renda de graça se a sua renda for modesta. Declarar permite receber benefícios como o crédito de GST/HST e o Canada Child Benefit, mesmo que você não tenha tido renda.',
    ],
    'ch-water-flushing': [
      'Limpeza da rede de água em East Royalty',
      'As equipes estão limpando as tubulações principais de água em East Royalty durante a noite. A água pode parecer turva por pouco tempo; deixe a torneira de água fria correr até ficar limpa.',
    ],
    'ch-job-fair': [
      'Feira de empregos no Holland College',
      'Mais de 40 empregadores da ilha estarão contratando na feira de empregos da primavera. Traga cópias do seu currículo. Orientadores de emprego para recém-chegados estarão lá para ajudar.',
    ],
    'ch-welcome-personal': [
      'Bem-vindo ao Harbour!',
      'Obrigado por se juntar ao Harbour. Complete o seu perfil para que possamos mostrar avisos, eventos e serviços da sua comunidade.',
    ],
    'st-kinlock-paving': [
      'Pavimentação na Kinlock Road',
      'A Kinlock Road terá uma faixa aberta com sinalizadores das 8h às 17h enquanto a pavimentação é concluída. Espere pequenos atrasos.',
    ],
    'st-library-storytime': [
      'Hora do conto em família na biblioteca de Stratford',
      'Histórias, músicas e artesanato para crianças de até 6 anos e as suas famílias, todos os sábados de manhã na Biblioteca Pública de Stratford. Gratuito, sem inscrição.',
    ],
    'co-snow-ban': [
      'Cornwall: proibido estacionar na rua durante a remoção de neve',
      'Não deixe veículos nas ruas da cidade à noite enquanto as equipes removem a neve. Carros que atrapalharem podem ser rebocados por conta do dono.',
    ],
    'co-rec-programs': [
      'Inscrições abertas para as atividades recreativas de inverno',
      'As inscrições estão abertas para basquete juvenil, ioga para adultos e horários de natação em família. Há ajuda com as taxas para as famílias que precisarem.',
    ],
    'su-water-street': [
      'Water Street fechada para obras de esgoto',
      'A Water Street está fechada entre a Central Street e a Summer Street para obras de esgoto. Somente trânsito local.',
    ],
    'su-newcomer-session': [
      'Sessão informativa para recém-chegados no Credit Union Place',
      'Conheça agentes de acolhimento, tire dúvidas sobre escolas, carteira de motorista e empregos, e conheça outros recém-chegados em Summerside. Crianças são bem-vindas.',
    ],
    'ns-shore-library': [
      'A biblioteca itinerante para no North Shore Community Centre',
      'A biblioteca itinerante visita o North Shore Community Centre a cada duas quartas-feiras à tarde. Pegue livros emprestados e faça um cartão de biblioteca gratuito.',
    ],
    'nsw-burn-restrictions': [
      'Restrições de queimadas em toda a Nova Escócia',
      'Com o tempo seco, não são permitidas fogueiras em nenhum lugar da província entre as 8h e as 19h. Consulte o mapa de queimadas antes de acender qualquer fogo.',
    ],
    'hx-parking-ban': [
      'Proibição de estacionar à noite no inverno em Halifax',
      'A proibição de estacionamento noturno de inverno vale da 1h às 6h na Zona 1 (central) e na Zona 2 (não central). Veículos na rua podem ser multados e rebocados para que as equipes removam a neve.',
    ],
    'hx-bridge-lane': [
      'Ponte Macdonald: uma faixa fechada à noite',
      'Uma faixa da ponte Macdonald ficará fechada das 21h às 5h para manutenção. A faixa para bicicletas e pedestres continua aberta.',
    ],
    'hx-library-newcomers': [
      'Programas para recém-chegados na Biblioteca Central de Halifax',
      'As bibliotecas públicas de Halifax oferecem grupos de conversa em inglês, ajuda na busca de emprego e aulas de informática gratuitas para recém-chegados. Peça em qualquer balcão um cartão de biblioteca gratuito, que também dá entradas grátis em museus.',
    ],
    'hx-vaccine-clinic': [
      'Clínica de vacinação sem marcação neste fim de semana',
      'Uma clínica gratuita sem marcação para vacinas contra a gripe e a COVID-19 funciona no sábado e no domingo. Não é preciso cartão de saúde.',
    ],
    'nb-vaccine-clinics': [
      'Vacinas contra a gripe gratuitas para todos em New Brunswick',
      'As vacinas contra a gripe são gratuitas em farmácias e clínicas de saúde pública em todo New Brunswick. Marque pela internet ou por telefone.',
    ],
    'mo-parking-ban': [
      'Proibição de estacionar à noite em Moncton',
      'Não é permitido estacionar na rua da meia-noite às 7h enquanto a proibição de estacionamento de inverno estiver em vigor. Os limpa-neves precisam do espaço para limpar as ruas.',
    ],
    'mo-main-closure': [
      'Main Street fechada para o festival de inverno',
      'A Main Street, entre a Botsford e a Lutz, ficará fechada para carros no sábado das 10h às 22h. Os ônibus usarão o Assomption Boulevard.',
    ],
    'mo-library-cafe': [
      'Café de conversa na Biblioteca Pública de Moncton',
      'Pratique inglês ou francês com voluntários simpáticos todas as quintas-feiras à noite. Gratuito para todos.',
    ],
    'mo-newcomer-session': [
      'Sessão para recém-chegados: o seu primeiro inverno em Moncton',
      'Aprenda a se vestir para o frio, aquecer a sua casa gastando pouco e dirigir com segurança na neve. Casacos de inverno gratuitos para famílias enquanto houver.',
    ],
    'nl-power-advisory': [
      'Aviso de ventos fortes e falta de energia',
      'São esperadas rajadas de até 120 km/h na península de Avalon esta noite. Pode faltar energia: mantenha os seus aparelhos carregados e tenha água e lanternas à mão.',
    ],
    'sj-snow-clearing': [
      'St. John’s: proibido estacionar na rua à noite',
      'Não é permitido estacionar à noite nas ruas da cidade da meia-noite às 7h durante a temporada de remoção de neve. Os veículos podem ser rebocados.',
    ],
    'sj-water-street': [
      'Desvio para pedestres na Water Street',
      'Parte da calçada da Water Street está fechada perto da Prescott Street por causa de obras. Use a passagem coberta do outro lado da rua.',
    ],
    'sj-library-storytime': [
      'Hora do conto na biblioteca A.C. Hunter',
      'Traga os seus pequenos para músicas e histórias todas as quartas-feiras de manhã. Gratuito, e todas as famílias são bem-vindas.',
    ],
    'sj-newcomer-info': [
      'Sessão informativa para recém-chegados: encontrar trabalho em St. John’s',
      'Orientadores de emprego explicam como escrever um currículo no estilo canadense, obter o reconhecimento das suas qualificações e encontrar vagas. Gratuito, com cuidado infantil no local.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      '10% de desconto em qualquer combo de bebida e doce',
      'Um por visita. Para consumir no local ou levar.',
    ],
    'ISLANDBEAN-FREE': ['Café grátis com qualquer sanduíche de café da manhã', 'Dias úteis antes das 10h.'],
    'HARBOURFRESH-5': [
      'US$ 5 de desconto em compras de mercado a partir de US$ 50',
      'Antes dos impostos. Um por casa por semana.',
    ],
    'HARBOURFRESH-RICE': ['15% de desconto em arroz, lentilhas e temperos', 'Enquanto durarem os estoques.'],
    'CYCLEMONCTON-TUNE': [
      'US$ 20 de desconto numa revisão completa de bicicleta',
      'Com hora marcada. Não vale com outras ofertas.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Ajuste de capacete grátis e 10% de desconto num capacete novo',
      'Capacetes infantis e adultos.',
    ],
    'SUMMERSIDE-BOOKS': ['20% de desconto em livros para aprender inglês e francês', 'Somente na loja.'],
    'STJOHNS-WARM': [
      '25% de desconto em casacos e botas de inverno para recém-chegados',
      'Mostre este código no caixa. Um casaco e um par de botas por pessoa.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Noite de boas-vindas aos recém-chegados',
      'Uma noite para conhecer vizinhos, agentes de acolhimento e grupos comunitários. Jantar leve, música e mesas de informação sobre moradia, saúde e emprego. Intérpretes de árabe, persa e ucraniano no local.',
    ],
    'ch-conversation': [
      'Roda de conversa em inglês',
      'Pratique o inglês do dia a dia num grupo pequeno e acolhedor. Todos os níveis são bem-vindos; não é preciso se inscrever.',
    ],
    'ch-market-tour': [
      'Visita à feira de agricultores para recém-chegados',
      'Um passeio guiado pela feira: alimentos locais, produtos da estação e como comprar gastando pouco. Provas grátis de agricultores da ilha.',
    ],
    'ch-career-workshop': [
      'Oficina de currículo canadense',
      'Traga o seu currículo e o seu notebook, se tiver. Orientadores de emprego mostram o que os empregadores da ilha procuram e revisam currículos individualmente.',
    ],
    'ch-winter-walk': [
      'Caminhada em família no Victoria Park',
      'Uma caminhada fácil pelo calçadão à beira-mar, com chocolate quente no fim. Vista-se bem agasalhado; carrinhos de bebê são bem-vindos.',
    ],
    'ch-next-potluck': [
      'Almoço comunitário partilhado e mostra cultural',
      'Traga um prato de casa para partilhar (opcional) e aproveite apresentações de dança e música das comunidades da ilha.',
    ],
    'ch-next-tax': [
      'Clínica gratuita de imposto de renda',
      'Voluntários fazem de graça declarações de imposto simples. Traga o seu documento de identidade, o seu SIN e os seus comprovantes fiscais. Venha sem marcação ou reserve um horário.',
    ],
    'pe-welcome-day': [
      'Dia de boas-vindas aos recém-chegados da ilha',
      'Feira de boas-vindas de toda a província com serviços do governo, empregadores, escolas e grupos comunitários no mesmo lugar. Almoço grátis e atividades para crianças.',
    ],
    'st-storytime': [
      'Hora do conto em família aos sábados',
      'Histórias, rimas e um artesanato simples para crianças de até 6 anos e os seus adultos.',
    ],
    'st-next-skate': [
      'Aprenda a patinar: para recém-chegados',
      'Primeira vez de patins? Voluntários ensinam o básico. Patins e capacetes para emprestar.',
    ],
    'co-yoga': [
      'Ioga comunitária suave',
      'Uma aula calma, ideal para iniciantes. Traga um tapete se tiver; há alguns para emprestar.',
    ],
    'su-info-session': [
      'Sessão informativa para recém-chegados',
      'Agentes de acolhimento explicam as escolas, os cartões de saúde e a carteira de motorista, e respondem às suas perguntas.',
    ],
    'su-book-club': [
      'Clube do livro em inglês fácil',
      'Leiam juntos livros curtos e simples e conversem sobre eles. Os livros são emprestados de graça.',
    ],
    'nsh-kitchen-party': [
      'Festa na cozinha de North Shore',
      'Música tradicional de rabeca da ilha, sapateado e um almoço de sanduíches e doces.',
    ],
    'hx-conversation': [
      'Café de conversa em inglês',
      'Passe para praticar inglês com voluntários no segundo andar da Biblioteca Central.',
    ],
    'hx-market': [
      'Visita de boas-vindas ao Seaport Market',
      'Conheça agricultores locais e saiba o que cresce na Nova Escócia em cada estação.',
    ],
    'hx-skate': [
      'Patinação grátis no Emera Oval',
      'Patinação grátis e empréstimo de capacetes para a sua primeira vez no gelo. Voluntários ajudam os iniciantes.',
    ],
    'hx-next-employment': [
      'Trabalhar na Nova Escócia: oficina de emprego',
      'Cultura de trabalho, entrevistas e reconhecimento das suas qualificações. Inscrição recomendada.',
    ],
    'mo-cafe': ['Café de conversa bilíngue', 'Pratique inglês e francês com voluntários simpáticos.'],
    'mo-market': [
      'Encontro na feira de sábado',
      'Conheça outros recém-chegados com um café e um passeio pela feira.',
    ],
    'mo-next-game': [
      'Noite de hóquei para recém-chegados',
      'O seu primeiro jogo de hóquei! Ingressos grátis para famílias recém-chegadas, com um guia rápido das regras.',
    ],
    'sj-rooms': [
      'Noite grátis no The Rooms',
      'Entrada gratuita no museu e na galeria de arte da província às quartas-feiras à noite.',
    ],
    'sj-storytime': [
      'Hora do conto multilíngue',
      'Histórias lidas em inglês e em mais um idioma a cada semana. As famílias podem se oferecer para ler no seu.',
    ],
    'sj-market': [
      'Manhã na feira para recém-chegados',
      'Café, comida local e a chance de conhecer agentes de acolhimento.',
    ],
    'sj-next-sliding': [
      'Dia de diversão de inverno no Bannerman Park',
      'Escorregar na neve, brincadeiras na neve e chocolate quente. Recomendam-se calças de neve e botas.',
    ],
  }),
};
