import type { DemoListingTexts } from './demo-listings-types.js';

/** Brazilian Portuguese texts of the demo listings, written without a native reviewer. */
export const PT_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'carne halal mercado temperos arroz',
      description:
        'Um mercado familiar com carne halal, frutas e verduras frescas, temperos e arroz do mundo inteiro.',
    },
    'International Grocery': {
      keywords: 'mercado asiático africano latino alimentos importados',
      description:
        'Alimentos importados da Ásia, da África e da América Latina, com funcionários que falam vários idiomas.',
    },
    Bakery: {
      keywords: 'padaria pão doces bolos café',
      description: 'Pão fresquinho todas as manhãs, doces, bolos sob encomenda e um bom café.',
    },
    'Shawarma House': {
      keywords: 'shawarma falafel para viagem halal',
      description: 'Shawarma, falafel e porções para a família, para comer no local ou levar para casa.',
    },
    Café: {
      keywords: 'café chá café da manhã wifi',
      description:
        'Uma cafeteria acolhedora com café da manhã, almoço, Wi-Fi grátis e um mural de avisos da comunidade.',
    },
    'Plumbing & Heating': {
      keywords: 'encanador bomba de calor aquecedor conserto emergência',
      description:
        'Encanadores licenciados para consertos, bombas de calor e manutenção de aquecedores; atendemos chamadas de emergência.',
    },
    'Electrical Services': {
      keywords: 'eletricista fiação conserto instalação',
      description: 'Eletricistas para residências e empresas: fiação segura, quadros de luz e iluminação.',
    },
    'Cleaning Co.': {
      keywords: 'faxina casa limpeza escritório mudança',
      description:
        'Limpeza de casas e escritórios, faxina na entrada e na saída de mudança, produtos ecológicos.',
    },
    'Auto Repair': {
      keywords: 'mecânico oficina conserto carro pneus de inverno inspeção',
      description: 'Conserto de carros, troca de pneus de inverno e inspeções de segurança da província.',
    },
    'Driving School': {
      keywords: 'autoescola aulas de direção carteira exame prático',
      description:
        'Instrutores pacientes ajudam recém-chegados a se preparar para o exame prático de direção; aulas em vários idiomas.',
    },
    Physiotherapy: {
      keywords: 'fisioterapia massagem reabilitação lesão',
      description: 'Fisioterapia e massoterapia; cobrança direta à maioria dos planos de seguro.',
    },
    Pharmacy: {
      keywords: 'farmácia receitas vacinas remédios',
      description: 'Receitas, vacinas contra a gripe e orientação atenciosa dos nossos farmacêuticos.',
    },
    'Dental Clinic': {
      keywords: 'dentista limpeza dentes emergência odontológica',
      description:
        'Odontologia para toda a família, aceitando novos pacientes, inclusive pelo Plano Canadense de Atendimento Odontológico (CDCP).',
    },
    'Immigration Consulting': {
      keywords: 'imigração residência permanente permissão de trabalho permissão de estudo',
      description:
        'Consultores licenciados para permissões de trabalho, permissões de estudo e residência permanente.',
    },
    'Law Office': {
      keywords: 'advogado notário imóveis direito de família',
      description: 'Direito imobiliário, direito de família e serviços de notário, com intérpretes a pedido.',
    },
    'Tax & Accounting': {
      keywords: 'declaração imposto de renda contador contabilidade',
      description:
        'Declaração de imposto de renda para recém-chegados, contabilidade para pequenas empresas e pedidos de benefícios.',
    },
    'Tutoring Centre': {
      keywords: 'aulas de reforço matemática inglês francês lição de casa',
      description: 'Aulas de reforço depois da escola em matemática, inglês e francês para todas as séries.',
    },
    'Language School': {
      keywords: 'aulas de inglês aulas de francês ielts',
      description: 'Aulas de inglês e francês para adultos, preparação para o IELTS e o CELPIP.',
    },
    'Hair Salon': {
      keywords: 'corte de cabelo salão coloração tranças',
      description: 'Cortes, coloração e tranças para todos os tipos de cabelo.',
    },
    Barbershop: {
      keywords: 'barbeiro corte de cabelo barba degradê',
      description: 'Cortes sem hora marcada, degradê e acabamento de barba.',
    },
    'Thrift Store': {
      keywords: 'brechó móveis usados roupas casacos de inverno',
      description: 'Roupas usadas a preços acessíveis, casacos de inverno e móveis para a sua nova casa.',
    },
    'Translation Services': {
      keywords: 'tradução juramentada intérprete documentos',
      description: 'Tradução juramentada de documentos e intérpretes para consultas e compromissos.',
    },
    Daycare: {
      keywords: 'creche educação infantil pré-escola',
      description:
        'Centro de educação infantil licenciado, com vagas para bebês e crianças em idade pré-escolar.',
    },
    'Phone & Computer Repair': {
      keywords: 'conserto celular computador tela chip',
      description:
        'Conserto de celulares e notebooks, celulares desbloqueados e ajuda para escolher um plano de celular.',
    },
  },
  proudlyServing: 'Atendemos {city} com orgulho.',
  jobs: {
    'Line Cook': {
      title: 'Cozinheiro(a) de linha',
      education: 'Não é exigida escolaridade formal',
      skills: 'Segurança alimentar, trabalho em equipe, agilidade',
      description: 'Prepare refeições em uma cozinha movimentada e mantenha sua estação limpa e segura.',
    },
    Cashier: {
      title: 'Operador(a) de caixa',
      education: 'Ensino médio completo',
      skills: 'Atendimento ao cliente, manuseio de dinheiro',
      description: 'Receba os clientes, cuide dos pagamentos e mantenha a frente da loja arrumada.',
    },
    'Personal Support Worker': {
      title: 'Cuidador(a) de idosos (PSW)',
      education: 'Certificado de PSW ou CCA (cuidador de saúde)',
      skills: 'Empatia, primeiros socorros, confiabilidade',
      description:
        'Apoie idosos nas atividades do dia a dia, em casa e em instituições de longa permanência.',
    },
    'Warehouse Associate': {
      title: 'Auxiliar de armazém',
      education: 'Ensino médio completo',
      skills: 'Levantar peso, experiência com empilhadeira é um diferencial, atenção aos detalhes',
      description: 'Separe, embale e despache pedidos; oferecemos treinamento para operar empilhadeira.',
    },
    'Fish Plant Worker': {
      title: 'Operário(a) de fábrica de pescados',
      education: 'Não é exigida escolaridade formal',
      skills: 'Resistência física, higiene, trabalho em equipe',
      description: 'Processe frutos do mar em uma linha de produção; turnos sazonais e durante o ano todo.',
    },
    'Early Childhood Educator': {
      title: 'Educador(a) infantil',
      education: 'Diploma em educação infantil (ECE)',
      skills: 'Aprendizagem por meio de brincadeiras, paciência, primeiros socorros',
      description: 'Planeje atividades e cuide de crianças em um centro de educação infantil licenciado.',
    },
    'Software Developer': {
      title: 'Desenvolvedor(a) de software',
      education: 'Graduação ou curso técnico em ciência da computação',
      skills: 'TypeScript, SQL, trabalho em equipe',
      description: 'Desenvolva e mantenha aplicações web com uma equipe de produto simpática.',
    },
    'Registered Nurse': {
      title: 'Enfermeiro(a)',
      education: 'Graduação em enfermagem e registro na província',
      skills: 'Cuidado ao paciente, avaliação clínica, comunicação',
      description:
        'Preste cuidados de enfermagem em hospital ou na comunidade; bônus de contratação disponível.',
    },
    'Truck Driver (Class 1)': {
      title: 'Motorista de caminhão (Classe 1)',
      education: 'Carteira de motorista Classe 1',
      skills: 'Histórico de direção limpo, diário de bordo',
      description: 'Rotas regionais e de longa distância pelas Províncias Marítimas.',
    },
    'Customer Service Representative': {
      title: 'Representante de atendimento ao cliente',
      education: 'Ensino médio completo',
      skills: 'Ser bilíngue é um diferencial, saber ouvir, informática',
      description:
        'Atenda ligações e chats de clientes; treinamento completo, candidatos bilíngues são bem-vindos.',
    },
    Housekeeper: {
      title: 'Camareiro(a)',
      education: 'Não é exigida escolaridade formal',
      skills: 'Atenção aos detalhes, confiabilidade',
      description: 'Limpe os quartos dos hóspedes e as áreas comuns de um hotel movimentado.',
    },
    Carpenter: {
      title: 'Carpinteiro(a)',
      education: 'Certificação Red Seal é um diferencial',
      skills: 'Estruturas de madeira, acabamento, leitura de plantas',
      description: 'Construa casas novas e faça reformas; aprendizes são bem-vindos.',
    },
    Bookkeeper: {
      title: 'Auxiliar de contabilidade',
      education: 'Curso técnico em contabilidade',
      skills: 'QuickBooks, folha de pagamento, Excel',
      description:
        'Faça a escrituração contábil, processe a folha de pagamento e prepare relatórios mensais.',
    },
    Dishwasher: {
      title: 'Lavador(a) de pratos',
      education: 'Não é exigida escolaridade formal',
      skills: 'Trabalho em equipe, agilidade',
      description: 'Mantenha a cozinha funcionando: louça, ajuda no preparo e limpeza.',
    },
    'Settlement Worker': {
      title: 'Agente de acolhimento a imigrantes',
      education: 'Graduação em serviço social ou área relacionada',
      skills: 'Idiomas, empatia, acompanhamento de casos',
      description: 'Ajude famílias recém-chegadas a se estabelecer: moradia, matrícula escolar e consultas.',
    },
  },
  hiringIn: '{company} está contratando em {city}.',
  howToApply: [
    'Envie seu currículo por e-mail para o responsável pela contratação.',
    'Candidate-se pessoalmente com seu currículo, de segunda a sexta.',
    'Candidate-se on-line pelo nosso site; respondemos a todos os candidatos.',
    'Ligue para nós para marcar uma entrevista rápida.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Voluntários conhecem famílias recém-chegadas, mostram a cidade e ajudam nos primeiros compromissos.',
      needs: 'Pessoas simpáticas para serem parceiras de conversa e motoristas para levar às consultas.',
      mission: 'Ninguém deveria se sentir sozinho em um novo lar.',
    },
    'Community Food Bank': {
      description: 'Um banco de alimentos que atende famílias e pessoas sozinhas toda semana.',
      needs: 'Ajuda para separar doações e montar cestas nas manhãs de dias úteis.',
      mission: 'Comida boa para todos na nossa comunidade.',
    },
    'Big Brothers Big Sisters': {
      description: 'Mentoria que transforma a vida de jovens.',
      needs: 'Mentores que possam dedicar uma hora por semana durante um ano.',
      mission: 'Todo jovem merece um mentor.',
    },
    'Seniors Friendly Visiting': {
      description: 'Voluntários visitam idosos isolados em casa e em casas de repouso.',
      needs: 'Visitantes semanais, principalmente pessoas que falam uma segunda língua.',
      mission: 'Carinho e companhia para os vizinhos mais velhos.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Mutirões mensais de limpeza de praias e do litoral ao longo da costa.',
      needs: 'Qualquer pessoa que possa passar uma manhã de sábado ao ar livre.',
      mission: 'Praias limpas para as pessoas e para os animais.',
    },
    'Community Arts Collective': {
      description: 'Oficinas de arte gratuitas e um festival multicultural anual.',
      needs: 'Ajudantes para as oficinas e para a montagem do festival.',
      mission: 'A arte aproxima as pessoas.',
    },
    'Youth Soccer League': {
      description: 'Futebol recreativo para crianças de 5 a 16 anos.',
      needs: 'Técnicos, árbitros e ajudantes de campo para a temporada de verão.',
      mission: 'Esporte para todas as crianças, seja qual for a origem delas.',
    },
    'Hospital Auxiliary': {
      description:
        'Voluntários ajudam os visitantes a se orientar no hospital e cuidam da loja de presentes.',
      needs: 'Recepcionistas e ajudantes para a loja de presentes, turnos de dia e à noite.',
      mission: 'Uma acolhida calorosa para pacientes e familiares.',
    },
    'Humane Society': {
      description: 'Cuidados no abrigo e adoção de gatos e cachorros.',
      needs: 'Passeadores de cães, voluntários para dar carinho aos gatos e lares temporários.',
      mission: 'Um lar cheio de amor para cada animal.',
    },
    'Adult Literacy Council': {
      description: 'Aulas individuais de leitura, escrita e conversação em inglês.',
      needs: 'Tutores para aulas à noite; oferecemos treinamento.',
      mission: 'A leitura abre portas.',
    },
    'Community Garden Network': {
      description: 'Canteiros compartilhados em hortas comunitárias e oficinas de cultivo.',
      needs: 'Jardineiros para ajudar nos dias de plantio, rega e colheita.',
      mission: 'Cultive alimentos, cultive a comunidade.',
    },
    'Multicultural Association': {
      description: 'Eventos culturais, interpretação e apoio para recém-chegados.',
      needs: 'Intérpretes, ajudantes para eventos e pessoas para receber recém-chegados no aeroporto.',
      mission: 'Celebrar todas as culturas que chamam este lugar de lar.',
    },
    'Meals on Wheels': {
      description: 'Refeições quentes entregues a idosos e a pessoas se recuperando em casa.',
      needs: 'Motoristas com carro para uma rota de duas horas na hora do almoço.',
      mission: 'Uma refeição quente e um rosto amigo na porta.',
    },
    'Homework Club': {
      description: 'Ajuda com a lição de casa depois da escola, na biblioteca pública.',
      needs: 'Voluntários bons em matemática ou inglês, nas tardes de dias úteis.',
      mission: 'Todo aluno pode ter sucesso com uma ajudinha.',
    },
  },
  notes: [
    'Algumas funções exigem atestado de antecedentes criminais.',
    'Oferecemos treinamento; não é preciso ter experiência.',
    'Recém-chegados são muito bem-vindos — o voluntariado é uma ótima forma de conhecer pessoas.',
    'As horas de voluntariado podem ser assinadas para a escola e servir como referência de trabalho.',
  ],
};
