import type { DemoListingTexts } from './demo-listings-types.js';

/** Simplified Chinese texts of the demo listings, written without a native reviewer. */
export const ZH_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: '清真 肉类 杂货 香料 大米',
      description: '家庭经营的杂货店，供应清真肉类、新鲜蔬果，以及来自世界各地的香料和大米。',
    },
    'International Grocery': {
      keywords: '亚洲 非洲 拉美 杂货 进口 食品',
      description: '供应来自亚洲、非洲和拉丁美洲的进口食品，店员会说多种语言。',
    },
    Bakery: {
      keywords: '面包 糕点 蛋糕 咖啡',
      description: '每天早上新鲜出炉的面包，还有各式糕点、定制蛋糕和好喝的咖啡。',
    },
    'Shawarma House': {
      keywords: '沙威玛 炸豆丸子 外卖 清真',
      description: '沙威玛、炸鹰嘴豆丸子（法拉费）和家庭套餐，可以堂食，也可以外带。',
    },
    Café: {
      keywords: '咖啡 茶 早餐 无线网络',
      description: '一家温馨友好的咖啡馆，提供早餐和午餐、免费 Wi-Fi，还有社区公告栏。',
    },
    'Plumbing & Heating': {
      keywords: '水管工 热泵 暖气炉 维修 紧急',
      description: '持证水管工，提供维修、热泵和暖气炉保养服务；紧急来电也有人接听。',
    },
    'Electrical Services': {
      keywords: '电工 布线 维修 安装',
      description: '住宅和商业电工服务：安全布线、配电箱和照明。',
    },
    'Cleaning Co.': {
      keywords: '家庭保洁 办公室保洁 搬家 清洁 打扫',
      description: '住宅和办公室清洁，搬入前和搬出后的全面清洁，使用环保产品。',
    },
    'Auto Repair': {
      keywords: '汽修 汽车 维修 冬季轮胎 换胎 检验',
      description: '汽车维修、更换冬季轮胎以及省级安全检验。',
    },
    'Driving School': {
      keywords: '驾校 学车 驾照 路考',
      description: '耐心的教练帮助新移民准备路考；可用多种语言授课。',
    },
    Physiotherapy: {
      keywords: '物理治疗 按摩 康复 受伤',
      description: '物理治疗和按摩治疗；可直接与大多数保险计划结算。',
    },
    Pharmacy: {
      keywords: '药房 处方 疫苗 药物',
      description: '配处方药、接种流感疫苗，我们的药剂师还会为您提供贴心的建议。',
    },
    'Dental Clinic': {
      keywords: '牙医 洗牙 牙齿 急诊 牙科',
      description: '家庭牙科诊所，正在接收新患者，包括加拿大牙科保健计划（CDCP）的参保人。',
    },
    'Immigration Consulting': {
      keywords: '移民 永久居民 工签 工作许可 学签 学习许可',
      description: '持牌移民顾问，办理工作许可、学习许可和永久居民申请。',
    },
    'Law Office': {
      keywords: '律师 公证 房地产 家庭法',
      description: '提供房地产、家庭法和公证服务，可应您的要求安排口译员。',
    },
    'Tax & Accounting': {
      keywords: '报税 会计 记账 税务',
      description: '为新移民办理个人报税，为小企业记账，并协助申请各类福利。',
    },
    'Tutoring Centre': {
      keywords: '补习 辅导 数学 英语 法语 作业',
      description: '为各年级学生提供数学、英语和法语课后辅导。',
    },
    'Language School': {
      keywords: '英语课 法语课 雅思 IELTS',
      description: '面向成人的英语和法语课程，以及雅思（IELTS）和 CELPIP 备考。',
    },
    'Hair Salon': {
      keywords: '理发 美发 染发 编发',
      description: '剪发、染发和编发，适合各种发质。',
    },
    Barbershop: {
      keywords: '理发店 剪发 胡子 渐变',
      description: '无需预约即可剪发，提供渐变发型（fade）和胡须修剪。',
    },
    'Thrift Store': {
      keywords: '二手 家具 衣服 冬季外套',
      description: '价格实惠的二手衣物、冬季外套和家具，帮您布置新家。',
    },
    'Translation Services': {
      keywords: '认证翻译 翻译 口译 文件',
      description: '文件认证翻译，并为您的各类预约（如看病、办事）安排口译员。',
    },
    Daycare: {
      keywords: '托儿所 日托 早教 幼儿园',
      description: '持牌早期教育中心，有婴儿和学龄前儿童的名额。',
    },
    'Phone & Computer Repair': {
      keywords: '手机维修 电脑 屏幕 SIM卡',
      description: '手机和笔记本电脑维修，出售无锁手机，并帮您挑选合适的手机套餐。',
    },
  },
  proudlyServing: '竭诚为 {city} 服务。',
  jobs: {
    'Line Cook': {
      title: '厨师',
      education: '无学历要求',
      skills: '食品安全、团队合作、动作麻利',
      description: '在繁忙的厨房里准备餐食，并保持您的工位干净、安全。',
    },
    Cashier: {
      title: '收银员',
      education: '高中文凭',
      skills: '客户服务、现金处理',
      description: '接待顾客、处理付款，并保持店面整洁。',
    },
    'Personal Support Worker': {
      title: '个人护理员（PSW）',
      education: 'PSW 或 CCA（持续护理助理）证书',
      skills: '富有同情心、急救、踏实可靠',
      description: '在老人家中和长期护理院里协助他们的日常生活。',
    },
    'Warehouse Associate': {
      title: '仓库员工',
      education: '高中文凭',
      skills: '能搬运重物、会开叉车者优先、细心',
      description: '拣货、包装和发货；提供叉车培训。',
    },
    'Fish Plant Worker': {
      title: '水产加工厂工人',
      education: '无学历要求',
      skills: '体力好、注重卫生、团队合作',
      description: '在生产线上加工海产品；有季节性班次，也有全年班次。',
    },
    'Early Childhood Educator': {
      title: '幼儿教师',
      education: '幼儿教育（ECE）文凭',
      skills: '寓教于乐的教学方式、耐心、急救',
      description: '在持牌早期教育中心策划活动并照顾儿童。',
    },
    'Software Developer': {
      title: '软件开发工程师',
      education: '计算机科学学位或文凭',
      skills: 'TypeScript、SQL、团队合作',
      description: '与友好的产品团队一起开发和维护网页应用程序。',
    },
    'Registered Nurse': {
      title: '注册护士',
      education: '护理学位及省级注册',
      skills: '病人护理、健康评估、沟通',
      description: '在医院或社区环境中提供护理服务；提供入职奖金。',
    },
    'Truck Driver (Class 1)': {
      title: '卡车司机（1 类驾照）',
      education: '1 类驾照',
      skills: '良好的驾驶记录、填写行车日志',
      description: '负责沿海诸省（Maritimes）的区域和长途运输路线。',
    },
    'Customer Service Representative': {
      title: '客服代表',
      education: '高中文凭',
      skills: '会双语者优先、善于倾听、电脑操作',
      description: '接听客户电话、回复在线咨询；提供全面培训，欢迎会双语的求职者。',
    },
    Housekeeper: {
      title: '客房服务员',
      education: '无学历要求',
      skills: '细心、踏实可靠',
      description: '在繁忙的酒店里打扫客房和公共区域。',
    },
    Carpenter: {
      title: '木匠',
      education: '持有红印（Red Seal）证书者优先',
      skills: '框架搭建、精装修、看懂图纸',
      description: '建造新房和进行房屋翻新；欢迎学徒。',
    },
    Bookkeeper: {
      title: '簿记员',
      education: '会计文凭',
      skills: 'QuickBooks、工资发放、Excel',
      description: '记账、处理工资发放并编制月度报告。',
    },
    Dishwasher: {
      title: '洗碗工',
      education: '无学历要求',
      skills: '团队合作、动作麻利',
      description: '让厨房顺利运转：洗碗、协助备菜和清洁。',
    },
    'Settlement Worker': {
      title: '移民安置工作者',
      education: '社会工作或相关专业学位',
      skills: '会多种语言、同理心、个案管理',
      description: '帮助新移民家庭安顿下来：找住房、为孩子办理入学注册和安排各类预约。',
    },
  },
  hiringIn: '{company} 正在 {city} 招聘。',
  howToApply: [
    '请将您的简历通过电子邮件发送给招聘经理。',
    '请于周一至周五携带简历亲自前来申请。',
    '请在我们的网站上在线申请；每位申请人都会收到我们的回复。',
    '请致电我们，预约一次简短的面试。',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description: '志愿者与新移民家庭见面，带他们熟悉城镇，并协助他们办理最初的各项预约。',
      needs: '需要友善的人做聊天伙伴，以及开车送人赴约的司机。',
      mission: '在新的家园，没有人应该感到孤单。',
    },
    'Community Food Bank': {
      description: '社区食物银行，每周为家庭和个人提供食物。',
      needs: '工作日上午帮忙分拣捐赠物品、打包食品篮。',
      mission: '让社区里的每个人都吃上好的食物。',
    },
    'Big Brothers Big Sisters': {
      description: '改变年轻人一生的导师辅导项目。',
      needs: '能够每周抽出一小时、坚持一年的导师。',
      mission: '每个年轻人都值得拥有一位导师。',
    },
    'Seniors Friendly Visiting': {
      description: '志愿者上门或到护理机构探访孤独的老人。',
      needs: '每周探访的志愿者，尤其欢迎会说第二语言的人。',
      mission: '为年长的邻居送上善意和陪伴。',
    },
    'Shoreline Cleanup Crew': {
      description: '每月在沿海的海滩和海岸线开展清洁活动。',
      needs: '任何愿意在户外度过一个周六上午的人。',
      mission: '为人类和野生动物守护干净的海岸。',
    },
    'Community Arts Collective': {
      description: '免费艺术工作坊和一年一度的多元文化节。',
      needs: '协助工作坊和文化节场地布置的帮手。',
      mission: '艺术让人们走到一起。',
    },
    'Youth Soccer League': {
      description: '面向 5 至 16 岁儿童的休闲足球活动。',
      needs: '夏季赛季需要教练、裁判和场地助手。',
      mission: '无论出身背景如何，每个孩子都能参与运动。',
    },
    'Hospital Auxiliary': {
      description: '志愿者为访客指路，并经营医院礼品店。',
      needs: '迎宾员和礼品店帮手，白天和晚上都有班次。',
      mission: '热情欢迎每一位病人和家属。',
    },
    'Humane Society': {
      description: '为猫狗提供收容照顾和领养服务。',
      needs: '遛狗志愿者、陪伴猫咪的志愿者，以及临时寄养家庭。',
      mission: '为每一只动物找到充满爱的家。',
    },
    'Adult Literacy Council': {
      description: '一对一辅导阅读、写作和英语会话。',
      needs: '晚间课程的辅导志愿者；提供培训。',
      mission: '阅读为您打开一扇扇大门。',
    },
    'Community Garden Network': {
      description: '共享菜园地块和种植工作坊。',
      needs: '帮忙播种、浇水和参加收获日的园艺志愿者。',
      mission: '种下食物，培育社区。',
    },
    'Multicultural Association': {
      description: '举办文化活动，提供口译，并为新移民提供支持。',
      needs: '口译员、活动帮手，以及到机场迎接新移民的人。',
      mission: '珍视每一种在这里安家的文化。',
    },
    'Meals on Wheels': {
      description: '为老人和在家康复的人送上热腾腾的饭菜。',
      needs: '有车的司机，负责午餐时段两小时的送餐路线。',
      mission: '一顿热饭，加上门口一张友善的笑脸。',
    },
    'Homework Club': {
      description: '在公共图书馆提供课后作业辅导。',
      needs: '擅长数学或英语的志愿者，工作日下午。',
      mission: '只要一点帮助，每个学生都能成功。',
    },
  },
  notes: [
    '部分岗位需要提供无犯罪记录证明。',
    '提供培训，无需经验。',
    '热烈欢迎新移民——做志愿者是结识新朋友的好方法。',
    '志愿服务时数可以签字证明，用于升学和求职推荐。',
  ],
};
