import type { LongContent } from './types.js';

/** Brazilian Portuguese translation of the long texts, written without a native reviewer. */
export const PT: LongContent = {
  story: {
    1: {
      title: 'Onde tudo começou',
      description:
        'O Harbour começou em 2016, em volta de uma mesa de cozinha em Charlottetown. Algumas famílias recém-chegadas e seus vizinhos da Ilha respondiam sempre às mesmas perguntas a cada nova chegada: onde tirar o cartão de saúde, como matricular as crianças na escola, qual ônibus vai até o hospital. Decidimos escrever as respostas, no maior número de idiomas possível.',
    },
    2: {
      title: 'De uma pasta a uma plataforma',
      description:
        'O primeiro guia do Harbour era uma pasta de argolas no porão de uma igreja. Em 2019, ele já tinha se tornado um site em cinco idiomas, e empresas locais, municípios e voluntários começaram a acrescentar suas próprias informações. Hoje a plataforma cobre a Ilha do Príncipe Eduardo, a Nova Escócia, Nova Brunswick e Terra Nova e Labrador, em treze idiomas.',
    },
    3: {
      title: 'Feito com os recém-chegados',
      description:
        'Cada parte do Harbour é testada com pessoas que acabaram de chegar. Recém-chegados participam do nosso conselho consultivo, revisam nossas traduções e nos avisam quando algo está confuso. Muitos membros da nossa equipe procuraram o Harbour pela primeira vez em busca de ajuda para si mesmos.',
    },
    4: {
      title: 'Olhando para o futuro',
      description:
        'Nosso objetivo é simples: ninguém que escolhe o Canadá Atlântico deve se sentir perdido no primeiro ano. Estamos ampliando nossa central de voluntários, trabalhando com mais empregadores e adicionando um chat com tradução, para que a ajuda certa esteja sempre a uma mensagem de distância.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Nossos princípios e valores',
      intro:
        'Estes princípios orientam cada página que escrevemos, cada parceiro que escolhemos e cada pessoa que atendemos.',
      sections: [
        {
          heading: 'Acolher em primeiro lugar',
          text: 'Todas as pessoas que chegam merecem uma acolhida calorosa, qualquer que seja sua situação migratória, idioma, fé ou origem.',
        },
        {
          heading: 'Seu idioma importa',
          text: 'Informações importantes devem chegar até você no idioma em que você pensa. Traduzimos com cuidado e verificamos cada texto com falantes nativos.',
        },
        {
          heading: 'Respeito e dignidade',
          text: 'Ouvimos antes de aconselhar. Os recém-chegados são especialistas na própria vida, e tratamos toda pergunta como uma boa pergunta.',
        },
        {
          heading: 'Privacidade e confiança',
          text: 'Coletamos apenas o que precisamos, nunca vendemos seus dados, e você pode excluir sua conta a qualquer momento.',
        },
        {
          heading: 'Comunidade unida',
          text: 'A integração funciona melhor quando vizinhos, empregadores, municípios e recém-chegados trabalham lado a lado.',
        },
        {
          heading: 'Acesso para todos',
          text: 'O Harbour deve funcionar em qualquer celular, com leitor de tela, com conexão lenta e para pessoas que estão começando a usar a tecnologia.',
        },
      ],
    },
    'our-services': {
      title: 'Nossos serviços',
      intro:
        'O Harbour reúne as informações e as pessoas de que você precisa nos seus primeiros anos no Canadá Atlântico.',
      sections: [
        {
          heading: 'Guia de serviços locais',
          text: 'Encontre empresas, clínicas, grupos comunitários e órgãos do governo perto de você.',
        },
        {
          heading: 'Notícias e avisos',
          text: 'Previsão do tempo, eventos e avisos importantes para a sua cidade, no seu idioma.',
        },
        {
          heading: 'Ferramentas',
          text: 'Publique um anúncio, converse com tradução, encontre apoio ao bem-estar e encomende traduções.',
        },
        {
          heading: 'Comunidade',
          text: 'Seja voluntário, conheça pessoas da sua cultura e participe de eventos locais.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Termos e privacidade',
      intro:
        'Mantemos as regras curtas e claras. Leia os documentos completos para conhecer todos os detalhes.',
      sections: [
        {
          heading: 'Termos e condições',
          text: 'As regras de uso do Harbour para visitantes, membros e empresas.',
        },
        {
          heading: 'Política de privacidade',
          text: 'O que coletamos, por quê, por quanto tempo guardamos e como nos pedir para excluir esses dados.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Dicas do dia',
      intro: 'Uma dica pequena e prática para cada estação do seu primeiro ano no Canadá Atlântico.',
      sections: [],
    },
    'school-food': {
      title: 'Programas de alimentação escolar',
      intro:
        'Todas as províncias do Canadá Atlântico ajudam as crianças a se alimentar bem na escola. Veja como os programas funcionam e como a sua família pode participar. Os valores e os detalhes mudam a cada ano letivo, por isso confirme sempre com a escola do seu filho.',
      sections: [
        {
          heading: 'Ilha do Príncipe Eduardo: PEI School Food Programme',
          text: 'Todas as escolas públicas da Ilha oferecem almoço quente pelo PEI School Food Programme (o programa de alimentação escolar da província). As famílias pagam o que podem, até um valor sugerido por refeição, e nenhuma criança fica sem comer. Você faz o pedido e paga pela internet, no portal do almoço escolar, ou em papel, na secretaria da escola. As refeições são preparadas com ingredientes locais e podem ser pedidas na versão vegetariana; informe a escola sobre alergias e necessidades alimentares religiosas.',
        },
        {
          heading: 'Nova Escócia: café da manhã e almoço na escola',
          text: 'A maioria das escolas da Nova Escócia tem um programa de café da manhã gratuito, aberto a todos os alunos, com apoio da província e de parceiros locais. A Nova Escócia também está implantando um programa universal de almoço escolar, começando pelas escolas de ensino fundamental, em que cada família paga o que pode. Pergunte na secretaria da escola ou no centro regional de educação quais refeições são oferecidas este ano.',
        },
        {
          heading: 'Nova Brunswick: alimentação e nutrição escolar',
          text: 'As escolas de Nova Brunswick seguem uma política provincial de alimentação saudável, e muitas oferecem programas de café da manhã e almoços de baixo custo por meio de parceiros comunitários e das iniciativas de alimentação escolar da província. Os distritos escolares anglófonos e francófonos organizam cada um os seus próprios programas; por isso, pergunte na escola como fazer a inscrição.',
        },
        {
          heading: 'Terra Nova e Labrador: School Lunch Association e Kids Eat Smart',
          text: 'Na região de St. John’s, a School Lunch Association serve almoços quentes e cada família paga o que pode, para que todas as crianças possam comer. Em toda a província, a Kids Eat Smart Foundation mantém clubes de café da manhã gratuitos na maioria das escolas, abertos a todos os alunos, sem nenhuma pergunta.',
        },
        {
          heading: 'Dicas para as famílias',
          text: 'Você não precisa apresentar comprovante de renda para participar dos programas de café da manhã. Se for difícil pagar o almoço, converse em particular com a direção ou com o orientador da escola: existe ajuda, e ela é confidencial. Mande todos os dias uma garrafa de água com o nome da criança e informe a escola sobre alergias por escrito.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Diretora executiva',
      short:
        'Chegou a Charlottetown vinda de Beirute em 2012 e, desde então, trabalha com famílias recém-chegadas.',
      profile: {
        title: 'Construindo uma acolhida duradoura',
        description:
          'Leila chegou à Ilha do Príncipe Eduardo com duas malas e um diploma que ninguém reconhecia ainda. Passou o primeiro inverno aprendendo as linhas de ônibus, os formulários da escola e o significado de "a skiff of snow" (uma camada fininha de neve). Hoje ela dirige o Harbour e garante que toda decisão comece com uma pergunta: isso vai ajudar alguém a se sentir em casa mais cedo?',
      },
    },
    1: {
      position: 'Diretor de parcerias',
      short:
        'Conecta o Harbour a municípios, empregadores e grupos comunitários nas quatro províncias atlânticas.',
      profile: {
        title: 'Os parceiros fazem a diferença',
        description:
          'Daniel cresceu em Cape Breton e passou quinze anos trabalhando na administração municipal. Ele sabe que os recém-chegados se estabelecem melhor quando bibliotecas, clínicas, empregadores e vizinhos remam na mesma direção, e passa os dias fazendo essas conexões acontecerem.',
      },
    },
    2: {
      position: 'Responsável pelos programas comunitários',
      short:
        'Coordena nossa central de voluntários e os eventos de boas-vindas realizados todo mês em Halifax e Charlottetown.',
      profile: {
        title: 'Cada evento é uma primeira amizade',
        description:
          'Ana Sofia se mudou de Bogotá para Halifax como estudante internacional. Ela se lembra do quanto significou um simples convite para um jantar comunitário em que cada pessoa leva um prato. Hoje ela organiza eventos de boas-vindas, rodas de conversa e treinamentos de voluntários, para que ninguém passe os primeiros meses sozinho.',
      },
    },
    3: {
      position: 'Desenvolvedor principal',
      short:
        'Constrói a plataforma Harbour e garante que ela funcione bem em qualquer celular, em todos os idiomas.',
      profile: {
        title: 'Tecnologia que inclui todo mundo',
        description:
          'Oleksandr veio de Kharkiv para Moncton em 2022. Ele desenvolve o Harbour para que carregue rápido em um celular mais antigo, apareça corretamente em árabe e em farsi e funcione com leitor de tela. Se um recurso é difícil de usar, ele trata isso como um defeito a ser corrigido.',
      },
    },
    4: {
      position: 'Coordenadora de serviços linguísticos',
      short: 'Coordena nossos tradutores e intérpretes de farsi, dari, árabe e outros idiomas.',
      profile: {
        title: 'Seu idioma é bem-vindo aqui',
        description:
          'Fatima fala farsi, dari, inglês e francês. Ela coordena uma rede de tradutores voluntários e profissionais para que as informações importantes cheguem às pessoas no idioma em que elas pensam, e revisa com cuidado cada tradução da plataforma.',
      },
    },
    5: {
      position: 'Gerente de parcerias de emprego',
      short: 'Trabalha com empregadores para abrir portas para bons empregos para recém-chegados.',
      profile: {
        title: 'Do primeiro emprego a uma carreira de verdade',
        description:
          'Samuel é engenheiro, veio de Lagos e começou a vida no Canadá repondo prateleiras. Hoje ele ajuda empregadores a entender diplomas e qualificações estrangeiras e ajuda quem procura emprego a preparar o currículo, as entrevistas e as etapas para obter a licença profissional, para que nenhum talento seja desperdiçado.',
      },
    },
    6: {
      position: 'Consultora de serviços em francês',
      short:
        'Ajuda recém-chegados que falam francês a se conectar com as comunidades e os serviços acadianos.',
      profile: {
        title: 'Bienvenue en Acadie',
        description:
          'Marie-Claude nasceu em Évangéline, na Ilha do Príncipe Eduardo, e trabalha há vinte anos em organizações comunitárias acadianas. Ela orienta os recém-chegados que falam francês em direção a escolas, serviços de saúde e grupos culturais onde eles podem viver o dia a dia em francês.',
      },
    },
    7: {
      position: 'Consultora de saúde e bem-estar',
      short:
        'Ajuda recém-chegados a encontrar médicos, clínicas, apoio em saúde mental e cobertura de saúde.',
      profile: {
        title: 'Saúde, passo a passo',
        description:
          'Priya é enfermeira formada em Chennai. Ela explica como funcionam os cartões de saúde provinciais, como entrar na lista de espera por um médico de família, quando usar uma clínica sem agendamento e onde encontrar apoio em saúde mental, para que as famílias cuidem da saúde com confiança.',
      },
    },
    8: {
      position: 'Gerente de finanças e operações',
      short: 'Mantém em ordem nossos orçamentos, subsídios e escritórios.',
    },
    9: {
      position: 'Agente de integração, Halifax',
      short: 'Ajuda as famílias com moradia, matrícula escolar e os primeiros atendimentos.',
    },
    10: {
      position: 'Agente de integração, Charlottetown',
      short: 'Apoia as famílias recém-chegadas no primeiro ano na Ilha.',
    },
    11: {
      position: 'Coordenadora de voluntários',
      short: 'Aproxima voluntários e recém-chegados para conversas, caronas e amizade.',
    },
    12: {
      position: 'Responsável por relações com empresas',
      short: 'Ajuda empresas locais a divulgar seus serviços e ofertas no Harbour.',
    },
    13: {
      position: 'Facilitadora de programas para jovens',
      short: 'Conduz grupos de apoio às tarefas escolares e tardes de esporte para jovens recém-chegados.',
    },
    14: {
      position: 'Editor de conteúdo',
      short: 'Escreve e edita os guias e as dicas que você lê no Harbour.',
    },
    15: {
      position: 'Responsável pela comunicação',
      short: 'Compartilha as notícias do Harbour com parceiros, a imprensa e a comunidade.',
    },
    16: {
      position: 'Designer',
      short: 'Cria o design do Harbour para que ele seja claro, tranquilo e fácil de usar.',
    },
    17: {
      position: 'Agente de apoio comunitário, St. John’s',
      short: 'Leva o Harbour aos recém-chegados em toda a Terra Nova e Labrador.',
    },
  },
  tips: [
    // January
    [
      [
        'Vista-se em camadas',
        'Use uma primeira camada quente, um suéter e um casaco corta-vento. Várias camadas aquecem mais do que um único casaco grosso e são fáceis de tirar em lugares fechados.',
      ],
      [
        'Proteja as mãos e as orelhas',
        'Em dias muito frios e com vento, o congelamento da pele pode acontecer em minutos. Use um gorro que cubra as orelhas e luvas inteiriças (sem separação entre os dedos), que aquecem mais do que as luvas comuns.',
      ],
      [
        'Confira a sensação térmica',
        'A previsão do tempo informa a sensação térmica (em inglês, "feels like"). Use esse valor, e não a temperatura do ar, para decidir como se vestir.',
      ],
      [
        'Tenha um kit de inverno no carro',
        'Leve um cobertor, uma pá, um raspador de gelo, uma lanterna, lanches e água, para o caso de ficar preso na neve.',
      ],
      [
        'Tire a neve dos degraus',
        'Muitos municípios pedem que você limpe a calçada em frente à sua casa. Use sal ou areia nos degraus com gelo para evitar quedas.',
      ],
      [
        'Faça a declaração de imposto, mesmo sem renda',
        'Fazer a declaração de imposto de renda no primeiro ano permite que você receba o crédito de GST/HST e o Canada Child Benefit (o benefício federal para famílias com filhos).',
      ],
    ],
    // February
    [
      [
        'Vitamina D no inverno',
        'Os dias são curtos no inverno. Pergunte ao seu farmacêutico ou médico se um suplemento de vitamina D é indicado para você e para os seus filhos.',
      ],
      [
        'Dias de tempestade e escolas fechadas',
        'As escolas fecham em dias de tempestade. Confira o site do seu distrito escolar ou a rádio local logo cedo.',
      ],
      [
        'Pneus de inverno salvam vidas',
        'Os pneus de inverno aderem muito melhor à neve e ao gelo. Muitas oficinas podem guardar os seus pneus de verão para você.',
      ],
      [
        'Experimente uma atividade de inverno',
        'Patinação, trenó e caminhada com raquetes de neve são baratos ou gratuitos. Muitos centros comunitários emprestam patins e raquetes de neve.',
      ],
      [
        'Dia do Patrimônio (Heritage Day)',
        'A maioria das províncias atlânticas tem um feriado em fevereiro. Verifique se o seu local de trabalho e a escola dos seus filhos vão fechar.',
      ],
      [
        'Mantenha a casa quente e segura',
        'Nunca aqueça a casa com o forno ou com uma churrasqueira. Teste os seus alarmes de fumaça e de monóxido de carbono todo mês.',
      ],
    ],
    // March
    [
      [
        'Cuidado com os buracos',
        'Em março, o degelo abre buracos fundos nas ruas. Dirija devagar e informe o seu município sobre os buracos perigosos.',
      ],
      [
        'Horário de verão',
        'Os relógios são adiantados em uma hora no segundo domingo de março. Acerte os seus relógios antes de dormir.',
      ],
      [
        'Inscreva-se cedo nas colônias de férias',
        'As colônias de férias de verão lotam na primavera. Muitas oferecem preços reduzidos para as famílias que precisam; é só pedir.',
      ],
      [
        'Renove seus documentos',
        'Confira as datas de validade das suas autorizações, do cartão de saúde e da carteira de motorista e renove-os antes que vençam.',
      ],
      [
        'Faxina de primavera, do jeito canadense',
        'A maioria dos municípios tem dias de coleta de objetos grandes na primavera. Consulte o calendário da sua cidade antes de deixar móveis na calçada.',
      ],
      [
        'Conheça seus vizinhos',
        'Um simples "olá" faz muita diferença. Os vizinhos muitas vezes gostam de explicar os costumes locais, os dias de coleta de lixo e os bons lugares para fazer compras.',
      ],
    ],
    // April
    [
      [
        'Prazo do imposto de renda: 30 de abril',
        'A maioria das pessoas precisa entregar a declaração de imposto de renda até 30 de abril. Clínicas fiscais gratuitas, com voluntários, ajudam recém-chegados a fazer declarações simples.',
      ],
      [
        'Roupa de chuva é essencial',
        'Abril traz chuva e lama. Uma capa de chuva e botas impermeáveis deixam você confortável no caminho para a escola e para o trabalho.',
      ],
      [
        'O cartão da biblioteca é gratuito',
        'As bibliotecas públicas emprestam livros, filmes e até passes para museus, e muitas oferecem grupos gratuitos de conversação em inglês e em francês.',
      ],
      [
        'Matricule seu filho no kindergarten',
        'As crianças que completam cinco anos até o fim do ano podem começar o kindergarten (o último ano da pré-escola). A matrícula geralmente acontece na primavera.',
      ],
      [
        'Conheça seus direitos como inquilino',
        'Cada província tem um órgão de locação que explica reajustes de aluguel, cauções e consertos. Informe-se antes de assinar um contrato de aluguel.',
      ],
      [
        'Seja voluntário para ganhar experiência',
        'O trabalho voluntário é uma ótima forma de praticar inglês ou francês, conhecer pessoas e conseguir referências canadenses.',
      ],
    ],
    // May
    [
      [
        'Plante uma horta',
        'As hortas comunitárias alugam pequenos canteiros durante a temporada. Pergunte ao seu município ou a um banco de alimentos local sobre um canteiro perto de você.',
      ],
      [
        'Dia da Rainha Vitória (Victoria Day)',
        'A segunda-feira antes de 25 de maio é feriado na maior parte do Canadá. Muitas famílias aproveitam o feriado prolongado para começar a horta.',
      ],
      [
        'Cuidado com os carrapatos',
        'Os carrapatos ficam ativos na primavera. Depois de caminhar no mato alto ou na floresta, examine o seu corpo, o dos seus filhos e o dos seus animais de estimação.',
      ],
      [
        'Segurança na bicicleta',
        'O capacete é obrigatório para ciclistas no Canadá Atlântico. Use luzes à noite e pedale no mesmo sentido do trânsito.',
      ],
      [
        'Encontre um médico de família',
        'Inscreva o seu nome o quanto antes na lista de pacientes da sua província. As listas de espera andam, então mantenha os seus dados de contato atualizados.',
      ],
      [
        'A saúde mental importa',
        'Mudar para um novo país é difícil. Linhas de ajuda gratuitas e confidenciais funcionam dia e noite, em muitos idiomas.',
      ],
    ],
    // June
    [
      [
        'Proteção contra o sol',
        'O sol de verão é forte, mesmo em dias frescos. Use protetor solar, chapéu e óculos de sol, principalmente nas crianças.',
      ],
      [
        'Dia Nacional dos Povos Indígenas',
        'O dia 21 de junho celebra os povos das Primeiras Nações, os inuítes e os métis. Muitas comunidades organizam eventos abertos a todos.',
      ],
      [
        'Conheça os Mi’kmaq',
        'A maior parte do Canadá Atlântico fica no território não cedido do povo Mi’kmaq. Os centros culturais locais recebem visitantes.',
      ],
      [
        'Fim do ano letivo',
        'As escolas fecham no fim de junho. Pergunte na escola sobre programas de leitura de verão e colônias de férias diurnas gratuitas.',
      ],
      [
        'Segurança na praia',
        'As correntes do mar podem ser fortes. Nade em praias com salva-vidas e fique sempre de olho nas crianças perto da água.',
      ],
      [
        'Dia de São João Batista',
        'O dia 24 de junho é uma festa das comunidades de língua francesa em todo o Canadá. Os grupos acadianos e francófonos acolhem os recém-chegados.',
      ],
    ],
    // July
    [
      [
        'Dia do Canadá',
        'O dia 1º de julho é o aniversário do Canadá. As cidades organizam shows, desfiles e fogos de artifício gratuitos. É um ótimo dia para conhecer pessoas.',
      ],
      [
        'Refresque-se na onda de calor',
        'Beba água com frequência, fique na sombra e veja como estão os vizinhos mais velhos. Bibliotecas e shoppings são bons lugares para se refrescar.',
      ],
      [
        'Explore os parques',
        'Os parques nacionais e provinciais têm praias e trilhas. O passe da Parks Canada pode ser gratuito para novos cidadãos no primeiro ano.',
      ],
      [
        'Feiras de produtores',
        'As feiras locais vendem frutas, legumes e peixe frescos. Muitas aceitam cartão, e algumas oferecem cupons para famílias de baixa renda.',
      ],
      [
        'Empregos de verão para jovens',
        'Estudantes de 15 a 30 anos podem encontrar empregos de verão por meio de programas do governo. Informe-se no centro de emprego da sua região.',
      ],
      [
        'Conserve bem os alimentos',
        'No calor, mantenha os alimentos na geladeira ou em uma caixa térmica e não deixe a comida do piquenique no sol por mais de uma hora.',
      ],
    ],
    // August
    [
      [
        'Compras de volta às aulas',
        'As escolas enviam uma lista de material. Muitos grupos comunitários dão mochilas e material escolar gratuitos às famílias que precisam.',
      ],
      [
        'Natal Day e outros feriados cívicos',
        'No início de agosto há um feriado cívico em várias províncias. Verifique se as lojas e os escritórios estão abertos.',
      ],
      [
        'Colha suas próprias frutas',
        'A temporada do mirtilo é em agosto. Nas fazendas de "colha e pague" (U-pick), você mesmo colhe as frutas por um preço baixo.',
      ],
      [
        'Temporada de furacões',
        'De agosto a novembro, tempestades podem atingir o Canadá Atlântico. Tenha em casa água, comida, pilhas e remédios para 72 horas.',
      ],
      [
        'Vacinas para a escola',
        'A escola pode pedir a caderneta de vacinação do seu filho. Os postos de saúde pública aplicam as vacinas de rotina de graça.',
      ],
      [
        'Planeje seu trajeto',
        'Experimente o trajeto de ônibus até a escola ou o trabalho antes do primeiro dia, para que a primeira manhã seja tranquila.',
      ],
    ],
    // September
    [
      [
        'Dia do Trabalho',
        'A primeira segunda-feira de setembro é o Dia do Trabalho, o último feriado prolongado do verão antes do início das aulas.',
      ],
      [
        'Conheça o professor',
        'As escolas abrem as portas para as famílias em setembro. Você pode levar um intérprete ou pedir que a escola providencie um.',
      ],
      [
        'Dia da Camisa Laranja',
        'O dia 30 de setembro é o Dia Nacional da Verdade e da Reconciliação. Usar laranja é uma homenagem aos sobreviventes dos internatos indígenas.',
      ],
      [
        'Inscreva-se em atividades',
        'Os programas de esporte e de música abrem as inscrições em setembro. Muitos oferecem ajuda financeira; pergunte antes de decidir.',
      ],
      [
        'Temporada da maçã',
        'Os pomares do vale de Annapolis e de outros lugares abrem para a colheita de maçãs. É um passeio divertido em família.',
      ],
      [
        'Atualize seu endereço',
        'Se você se mudou, atualize o seu endereço na Agência de Receita do Canadá (Canada Revenue Agency), no seu banco e no órgão do cartão de saúde.',
      ],
    ],
    // October
    [
      [
        'Dia de Ação de Graças',
        'O Dia de Ação de Graças canadense é na segunda segunda-feira de outubro. As famílias se reúnem para uma refeição e agradecem pela colheita.',
      ],
      [
        'Tome a vacina da gripe',
        'No outono, a vacina contra a gripe é gratuita em farmácias e clínicas. Ela protege você e as pessoas ao seu redor.',
      ],
      [
        'Tradições de Halloween',
        'No dia 31 de outubro, as crianças se fantasiam e batem nas portas pedindo doces. As casas com as luzes acesas ficam felizes em participar.',
      ],
      [
        'Prepare a casa para o inverno',
        'Verifique se entra ar frio pelas janelas e portas. Muitas províncias oferecem programas gratuitos de economia de energia para inquilinos e proprietários.',
      ],
      [
        'Troque para pneus de inverno',
        'Marque a troca de pneus no início do outono, antes da primeira neve; as oficinas ficam muito cheias.',
      ],
      [
        'Semana da Pequena Empresa',
        'Associações empresariais locais oferecem oficinas gratuitas em outubro. São um bom começo se você quer abrir um negócio.',
      ],
    ],
    // November
    [
      [
        'Dia da Lembrança',
        'No dia 11 de novembro, os canadenses usam uma papoula vermelha e fazem dois minutos de silêncio às 11h em homenagem aos veteranos de guerra.',
      ],
      [
        'Fim do horário de verão',
        'Os relógios são atrasados em uma hora no primeiro domingo de novembro. Escurece cedo, então use cores vivas e claras quando andar a pé.',
      ],
      [
        'Ajuda com roupas de inverno',
        'Grupos comunitários e igrejas arrecadam casacos e botas de inverno para recém-chegados. Pergunte ao seu agente de integração aonde ir.',
      ],
      [
        'O humor e as estações',
        'Dias mais curtos podem deixar as pessoas desanimadas. Saia enquanto há luz do dia, mantenha-se ativo e converse com alguém se estiver se sentindo para baixo.',
      ],
      [
        'Ajuda com o aquecimento',
        'As províncias oferecem ajuda com os custos de aquecimento para famílias de baixa renda. Faça o pedido no início da estação.',
      ],
      [
        'Dirija com segurança na neve',
        'Diminua a velocidade, mantenha mais distância e tire toda a neve do carro, inclusive do teto, antes de dirigir.',
      ],
    ],
    // December
    [
      [
        'Temporada de festas',
        'Dezembro tem muitas celebrações. Fique à vontade para compartilhar as suas próprias tradições com vizinhos e colegas de trabalho.',
      ],
      [
        'Dar e receber ajuda',
        'Bancos de alimentos e campanhas de brinquedos ajudam as famílias em dezembro. Não há vergonha nenhuma em pedir: todo mundo precisa de ajuda às vezes.',
      ],
      [
        'Boxing Day (26 de dezembro)',
        'O dia 26 de dezembro é feriado, com grandes liquidações nas lojas. Compare preços e controle o seu orçamento.',
      ],
      [
        'Regras para a remoção de neve',
        'Muitos municípios proíbem estacionar na rua durante a noite no inverno, para que os limpa-neves possam liberar as vias. Confira as regras da sua cidade.',
      ],
      [
        'Mantenha contato',
        'As festas de fim de ano podem ser solitárias longe da família. Centros comunitários e grupos religiosos oferecem refeições festivas gratuitas.',
      ],
      [
        'Planeje o ano novo',
        'Defina uma pequena meta para o próximo ano: um curso de idiomas, uma nova amizade, um certificado. Pequenos passos fazem uma grande diferença.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Semana de boas-vindas aos recém-chegados',
      content:
        'Sessões de informação gratuitas, um jantar comunitário e um passeio pela cidade, todas as noites da próxima semana.',
      message: 'Todos são bem-vindos. Traga sua família!',
    },
    'flu-clinics': {
      title: 'Vacina da gripe gratuita',
      content:
        'Farmácias e clínicas de saúde pública oferecem a vacina da gripe gratuitamente a todos, com ou sem cartão de saúde.',
      message: 'Pergunte ao seu farmacêutico.',
    },
    'tax-clinics': {
      title: 'Clínicas fiscais gratuitas',
      content:
        'Voluntários ajudam recém-chegados a fazer declarações simples de imposto de renda de graça, para que você receba os seus benefícios.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Apoia a integração de recém-chegados e a plataforma Harbour na Ilha.',
    'town-of-cornwall': 'Acolhe novos moradores com serviços locais e eventos comunitários.',
    'town-of-stratford':
      'Parceiro do Harbour para ajudar famílias recém-chegadas a se estabelecer em Stratford.',
    irsa: 'Serviços de integração, idioma e emprego para recém-chegados.',
    upei: 'Parceira de pesquisa e casa de muitos estudantes internacionais.',
    'medavie-blue-cross': 'Apoia as páginas de bem-estar que ajudam recém-chegados a encontrar atendimento.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Beleza',
        description: 'Salões de cabeleireiro, barbearias e cuidados com a pele perto de casa.',
      },
      physical_health: {
        name: 'Saúde física',
        description: 'Academias, fisioterapia e formas fáceis de se manter ativo.',
      },
      family_health: {
        name: 'Saúde da família',
        description: 'Centros de apoio às famílias e ajuda para pais, bebês e crianças.',
      },
      hospitals_clinics: {
        name: 'Hospitais e clínicas',
        description: 'Clínicas sem agendamento, centros de saúde comunitários e hospitais.',
      },
      mental_health: {
        name: 'Saúde mental',
        description: 'Aconselhamento psicológico, apoio entre pares e alguém com quem conversar.',
      },
      dental_care: {
        name: 'Saúde bucal',
        description: 'Dentistas e clínicas odontológicas, com ajuda para entender os custos.',
      },
      pharmacies: {
        name: 'Farmácias',
        description: 'Receitas, vacinas e orientações de saúde com atenção e simpatia.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Uma clínica sem agendamento para problemas de saúde do dia a dia: resfriados e gripe, pequenas lesões, infecções, renovação de receitas e encaminhamentos. Não é preciso ter médico de família.',
        workingHours: 'Seg–Sex 8h–20h; Sáb–Dom 10h–16h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Gratuito com o cartão de saúde provincial. Visitantes sem cobertura pagam uma taxa pela consulta.',
        howToAccess:
          'Venha sem hora marcada ou reserve por telefone um horário para o mesmo dia. Chegue cedo: as vagas acabam até o meio da tarde.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired:
          'Cartão de saúde provincial. Se você ainda não tiver um, traga um documento com foto e os seus documentos de imigração.',
      },
      chc: {
        description:
          'Um centro de saúde comunitário com enfermeiros, enfermeiros especializados (nurse practitioners), nutricionista e assistente social no mesmo lugar. Recém-chegados sem médico de família podem ter acompanhamento regular aqui.',
        workingHours: 'Seg–Sex 8h30–16h30; Qui até 19h',
        eligibility: 'Moradores da região, inclusive recém-chegados que aguardam um médico de família.',
        fees: 'Gratuito. Os intérpretes também são gratuitos.',
        howToAccess:
          'Ligue para se cadastrar. Avise se precisar de intérprete, e nós reservaremos um para a sua consulta.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired:
          'Cartão de saúde provincial. Se você ainda não tiver um, traga um documento com foto e os seus documentos de imigração.',
      },
      hospital: {
        description:
          'Um hospital regional com pronto-socorro 24 horas, maternidade, cirurgia e ambulatórios de especialidades. Em caso de emergência, ligue para 911.',
        workingHours: 'Pronto-socorro aberto 24 horas, todos os dias',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Coberto pelo plano de saúde provincial. Sem cobertura, são cobradas as taxas hospitalares.',
        howToAccess:
          'Para atendimento urgente, vá à entrada do pronto-socorro. Os ambulatórios de especialidades exigem encaminhamento de um médico ou de um enfermeiro especializado (nurse practitioner).',
        disabilitiesAccess:
          'Totalmente acessível: portas automáticas, elevadores e cadeiras de rodas na entrada principal.',
        documentsRequired:
          'Cartão de saúde provincial. Se você ainda não tiver um, traga um documento com foto e os seus documentos de imigração.',
      },
      counselling: {
        description:
          'Aconselhamento psicológico de curta duração para pessoas, casais e famílias: estresse, luto, adaptação a um novo país, criação dos filhos e relacionamentos. Sessões presenciais ou por vídeo.',
        workingHours: 'Seg–Qui 9h–20h; Sex 9h–16h',
        eligibility: 'Adultos, jovens a partir de 12 anos, casais e famílias.',
        fees: 'Valor variável conforme a renda; gratuito para recém-chegados no primeiro ano.',
        howToAccess:
          'Ligue ou envie um e-mail para marcar uma primeira conversa. Você pode pedir um profissional que fale o seu idioma.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'Nenhum.',
      },
      peer: {
        description:
          'Um lugar acolhedor e gratuito para conversar com pessoas capacitadas que também já passaram por momentos difíceis. Grupos abertos sem inscrição, uma linha telefônica de escuta e um espaço tranquilo. Em caso de crise, ligue ou envie uma mensagem de texto para 988.',
        workingHours: 'Todos os dias, 10h–22h',
        eligibility: 'Qualquer pessoa a partir de 16 anos.',
        fees: 'Gratuito.',
        howToAccess:
          'Venha sem hora marcada ou ligue para a linha de escuta. Não é preciso encaminhamento nem agendamento.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'Nenhum.',
      },
      pharmacy: {
        description:
          'Uma farmácia de bairro: receitas, vacinas contra a gripe e a COVID-19, medição da pressão arterial e orientação sobre remédios para doenças leves. Os farmacêuticos podem tratar alguns problemas de saúde comuns.',
        workingHours: 'Seg–Sex 9h–21h; Sáb 9h–18h; Dom 11h–17h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'O custo dos remédios com receita depende do seu plano de medicamentos. Muitas vacinas são gratuitas.',
        howToAccess: 'Venha sem hora marcada. As vacinas podem ser agendadas pela internet ou por telefone.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired:
          'Sua receita e seu cartão de saúde; o cartão do seu plano de medicamentos, se tiver.',
      },
      family_resource: {
        description:
          'Programas gratuitos para pais e cuidadores de crianças de até seis anos: grupos de brincadeira, aulas para gestantes, oficinas para pais, uma troca de roupas e uma equipe simpática que ajuda as famílias a se orientar.',
        workingHours: 'Seg–Sex 9h–16h; alguns programas à noite',
        eligibility: 'Futuros pais e famílias com crianças de 0 a 6 anos.',
        fees: 'Gratuito.',
        howToAccess:
          'Venha durante o horário dos grupos de brincadeira ou ligue para se inscrever em um programa.',
        disabilitiesAccess:
          'Espaço no térreo com lugar para carrinhos de bebê e cadeiras de rodas; banheiro acessível com trocador.',
        documentsRequired: 'Nenhum.',
      },
      dental: {
        description:
          'Uma clínica odontológica familiar: consultas de rotina, limpezas, obturações, odontopediatria e atendimento de urgência no mesmo dia para dor de dente. Atendemos pacientes do Plano Canadense de Cuidados Odontológicos (Canadian Dental Care Plan).',
        workingHours: 'Seg–Qui 8h–18h; Sex 8h–14h',
        eligibility: 'Aceitamos novos pacientes de todas as idades.',
        fees: 'Os valores seguem a tabela da associação odontológica da província. Cobramos diretamente do Plano Canadense de Cuidados Odontológicos e da maioria dos planos de seguro.',
        howToAccess: 'Ligue para marcar. As urgências são atendidas no mesmo dia, sempre que possível.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'Documento com foto e o cartão do seu plano odontológico ou do seu seguro.',
      },
      fitness: {
        description:
          'Um centro esportivo comunitário com academia, aulas em grupo, pista de caminhada e horários de natação. Toda semana há sessões para iniciantes e horários exclusivos para mulheres.',
        workingHours: 'Seg–Sex 6h–22h; Sáb–Dom 8h–20h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Passes diários e mensalidades; preços reduzidos para estudantes, idosos e recém-chegados.',
        howToAccess: 'Venha à recepção para uma primeira visita gratuita e um passeio pelas instalações.',
        disabilitiesAccess: 'Vestiários acessíveis, elevador para a piscina e equipamentos adaptados.',
        documentsRequired: 'Nenhum.',
      },
      physio: {
        description:
          'Fisioterapia para dores nas costas e no pescoço, lesões esportivas e recuperação após cirurgia, além de massoterapia e programas de exercícios que você pode fazer em casa.',
        workingHours: 'Seg–Sex 7h30–19h; Sáb 9h–13h',
        eligibility: 'Não é preciso encaminhamento.',
        fees: 'Pagamento por sessão; a maioria dos planos de saúde oferecidos pelo empregador cobre a fisioterapia.',
        howToAccess: 'Agende pela internet ou por telefone.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'O cartão do seu plano de saúde, se tiver.',
      },
      salon: {
        description:
          'Um salão de cabeleireiro acolhedor para cortes, coloração, tranças e penteados para todos os tipos de cabelo, além de design de sobrancelhas com linha e manicure.',
        workingHours: 'Ter–Sex 10h–19h; Sáb 9h–17h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Os preços ficam expostos no salão; peça uma avaliação gratuita.',
        howToAccess: 'Agende por telefone ou venha quando houver uma cadeira livre.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'Nenhum.',
      },
      barber: {
        description:
          'Uma barbearia de bairro: cortes clássicos, degradês, aparo de barba e barbear com toalha quente.',
        workingHours: 'Seg–Sáb 9h–18h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Cortes a partir de $25; crianças e idosos pagam menos.',
        howToAccess: 'Venha sem hora marcada ou agende por telefone.',
        disabilitiesAccess: 'Há um pequeno degrau na entrada; teremos prazer em ajudar.',
        documentsRequired: 'Nenhum.',
      },
      spa: {
        description:
          'Um estúdio tranquilo de cuidados com a pele: limpeza de pele, depilação com cera, massagem e maquiagem para dias especiais, com produtos para pele sensível.',
        workingHours: 'Ter–Sáb 10h–18h',
        eligibility: 'Todos são bem-vindos.',
        fees: 'Preços sob consulta; vale-presentes disponíveis.',
        howToAccess: 'Agende por telefone ou pela internet.',
        disabilitiesAccess:
          'Entrada sem degraus, banheiro acessível e estacionamento reservado perto da porta.',
        documentsRequired: 'Nenhum.',
      },
    },
    coverage: '{city} e arredores',
    articles: {
      1: {
        header: 'Cobertura de saúde',
        title: 'Como obter o cartão de saúde provincial',
        bannerText:
          '<p>Com o cartão de saúde, você pode consultar médicos e ir ao hospital sem pagar. Veja como conseguir o seu.</p>',
        text: '<h2>Faça o pedido assim que chegar</h2><p>Cada província atlântica tem o seu próprio plano de saúde. Residentes permanentes, refugiados e a maioria das pessoas com autorização de trabalho ou de estudo de 12 meses ou mais podem se inscrever.</p><h3>O que você precisa</h3><ul><li>Seu passaporte ou documento de viagem</li><li>Sua Confirmação de Residência Permanente, autorização de trabalho ou autorização de estudo</li><li>Um comprovante de endereço na província, como um contrato de aluguel ou uma conta</li></ul><h3>Enquanto espera</h3><p>Guarde os recibos de qualquer atendimento que você pagar. Os centros de saúde comunitários e as clínicas sem agendamento podem ajudar você mesmo assim, e muitos farmacêuticos podem tratar problemas comuns.</p><p>Encontre uma clínica perto de você no <a href="/well-being">guia de bem-estar</a>.</p>',
      },
      2: {
        header: 'Saúde mental',
        title: 'Como cuidar da sua saúde mental em um novo país',
        bannerText:
          '<p>Sentir-se cansado, sozinho ou preocupado depois de uma grande mudança é normal. Você não precisa enfrentar isso sozinho.</p>',
        text: '<h2>Pequenos passos ajudam</h2><ul><li>Mantenha uma rotina diária, com um tempo ao ar livre todos os dias.</li><li>Mantenha contato com a família e os amigos, e conheça pessoas novas em grupos comunitários.</li><li>Durma bem, alimente-se bem e movimente o corpo.</li></ul><h3>Conversar também ajuda</h3><p>O aconselhamento psicológico é confidencial. Muitos serviços oferecem intérpretes ou profissionais que falam o seu idioma, e alguns são gratuitos para recém-chegados.</p><p><strong>Em caso de crise, ligue ou envie uma mensagem de texto para 988</strong>, a qualquer hora do dia ou da noite. Em uma emergência, ligue para 911.</p>',
      },
      3: {
        header: 'Saúde da família',
        title: 'Como encontrar um médico de família ou um enfermeiro especializado',
        bannerText:
          '<p>Coloque o seu nome na lista de espera da sua província imediatamente e saiba aonde ir enquanto isso.</p>',
        text: '<h2>Entre na lista de espera</h2><p>Todas as províncias atlânticas mantêm uma lista de pessoas que procuram um médico de família ou um enfermeiro especializado (nurse practitioner). Inscreva cada pessoa da sua família, pela internet ou por telefone, assim que receber o seu cartão de saúde.</p><h3>Atendimento enquanto espera</h3><ul><li>Clínicas sem agendamento e centros de saúde comunitários</li><li>Farmacêuticos, para doenças leves e renovação de receitas</li><li>Ligar para 811 para falar com um enfermeiro registrado, a qualquer hora</li></ul><p>Os centros de apoio às famílias também podem ajudar com consultas de rotina e vacinas para bebês e crianças pequenas.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Seu bem-estar, com a Medavie Blue Cross</h2><p>A Medavie Blue Cross e o Harbour trabalham juntos para ajudar os recém-chegados na Ilha do Príncipe Eduardo a encontrar atendimento perto de casa: clínicas, aconselhamento psicológico, saúde bucal e muito mais.</p><p>Você tem um plano de saúde ou odontológico pelo seu trabalho? <a href="https://www.medavie.bluecross.ca/">Saiba como usar os seus benefícios da Medavie Blue Cross</a>.</p>',
      halifax_banner_text:
        '<h2>Bem-vindo a Halifax, com a Medavie Blue Cross</h2><p>A Medavie Blue Cross e o Harbour oferecem um guia dos serviços de saúde e bem-estar em Halifax e em toda a Nova Escócia, muitos deles no seu idioma.</p><p>Precisa de atendimento hoje à noite? Ligue para <strong>811</strong> para falar com um enfermeiro ou <a href="/well-being-listings?search=walk-in%20clinic">encontre uma clínica sem agendamento</a>.</p>',
    },
  },
};
