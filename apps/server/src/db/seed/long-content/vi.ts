import type { LongContent } from './types.js';

/** Vietnamese translation of the long texts, written without a native reviewer. */
export const VI: LongContent = {
  story: {
    1: {
      title: 'Nơi mọi chuyện bắt đầu',
      description:
        'Harbour ra đời vào năm 2016, quanh một chiếc bàn bếp ở Charlottetown. Một vài gia đình mới đến và những người hàng xóm trên đảo của họ cứ phải trả lời đi trả lời lại cùng những câu hỏi cho mỗi người mới tới: làm thẻ y tế ở đâu, đăng ký cho con đi học thế nào, xe buýt nào đi đến bệnh viện. Chúng tôi quyết định viết các câu trả lời ra, bằng càng nhiều ngôn ngữ càng tốt.',
    },
    2: {
      title: 'Từ một tập hồ sơ đến một nền tảng',
      description:
        'Cuốn cẩm nang Harbour đầu tiên là một tập hồ sơ đặt dưới tầng hầm của một nhà thờ. Đến năm 2019, nó đã trở thành một trang web bằng năm ngôn ngữ, và các doanh nghiệp địa phương, các thị trấn và tình nguyện viên bắt đầu bổ sung thông tin của riêng họ. Ngày nay, nền tảng này phục vụ Đảo Hoàng tử Edward, Nova Scotia, New Brunswick, và Newfoundland và Labrador, bằng mười ba ngôn ngữ.',
    },
    3: {
      title: 'Cùng xây dựng với người mới đến',
      description:
        'Mọi phần của Harbour đều được thử nghiệm với những người vừa mới đến. Người mới đến tham gia nhóm cố vấn của chúng tôi, xem lại các bản dịch và cho chúng tôi biết khi có điều gì khó hiểu. Nhiều thành viên trong đội ngũ của chúng tôi lúc đầu cũng tìm đến Harbour để nhờ giúp đỡ.',
    },
    4: {
      title: 'Hướng tới tương lai',
      description:
        'Mục tiêu của chúng tôi rất đơn giản: không ai chọn vùng Đại Tây Dương của Canada lại phải cảm thấy lạc lõng trong năm đầu tiên. Chúng tôi đang mở rộng trung tâm tình nguyện, hợp tác với nhiều nhà tuyển dụng hơn và bổ sung tính năng trò chuyện có dịch, để sự giúp đỡ phù hợp luôn chỉ cách bạn một tin nhắn.',
    },
  },
  pages: {
    'principles-and-values': {
      title: 'Nguyên tắc và giá trị của chúng tôi',
      intro:
        'Những nguyên tắc này định hướng cho mọi trang chúng tôi viết, mọi đối tác chúng tôi chọn và mọi người chúng tôi phục vụ.',
      sections: [
        {
          heading: 'Chào đón trước tiên',
          text: 'Mỗi người đến đây đều xứng đáng được đón tiếp nồng hậu, dù tình trạng cư trú, ngôn ngữ, tín ngưỡng hay xuất thân của họ thế nào.',
        },
        {
          heading: 'Ngôn ngữ của bạn rất quan trọng',
          text: 'Thông tin quan trọng cần đến với bạn bằng ngôn ngữ mà bạn dùng để suy nghĩ. Chúng tôi dịch một cách cẩn thận và nhờ người bản ngữ kiểm tra mọi văn bản.',
        },
        {
          heading: 'Tôn trọng và phẩm giá',
          text: 'Chúng tôi lắng nghe trước khi đưa ra lời khuyên. Người mới đến là người hiểu rõ nhất cuộc sống của chính mình, và chúng tôi coi mọi câu hỏi đều là câu hỏi hay.',
        },
        {
          heading: 'Quyền riêng tư và sự tin cậy',
          text: 'Chúng tôi chỉ thu thập những gì cần thiết, không bao giờ bán dữ liệu của bạn, và bạn có thể xóa tài khoản bất cứ lúc nào.',
        },
        {
          heading: 'Cùng nhau vì cộng đồng',
          text: 'Việc ổn định cuộc sống diễn ra tốt nhất khi hàng xóm, nhà tuyển dụng, các thị trấn và người mới đến cùng sát cánh bên nhau.',
        },
        {
          heading: 'Ai cũng sử dụng được',
          text: 'Harbour cần hoạt động được trên mọi điện thoại, với trình đọc màn hình, với kết nối mạng chậm, và cho cả những người mới làm quen với công nghệ.',
        },
      ],
    },
    'our-services': {
      title: 'Dịch vụ của chúng tôi',
      intro:
        'Harbour tập hợp những thông tin và những người bạn cần trong những năm đầu tiên tại vùng Đại Tây Dương của Canada.',
      sections: [
        {
          heading: 'Danh bạ dịch vụ địa phương',
          text: 'Tìm doanh nghiệp, phòng khám, nhóm cộng đồng và văn phòng chính phủ gần bạn.',
        },
        {
          heading: 'Tin tức và thông báo',
          text: 'Thời tiết, sự kiện và các thông báo quan trọng cho thành phố của bạn, bằng ngôn ngữ của bạn.',
        },
        {
          heading: 'Công cụ',
          text: 'Đăng tin, trò chuyện có kèm bản dịch, tìm hỗ trợ về sức khỏe và đời sống, và đặt dịch vụ dịch thuật.',
        },
        {
          heading: 'Cộng đồng',
          text: 'Làm tình nguyện, gặp gỡ những người cùng nền văn hóa với bạn và tham gia các sự kiện địa phương.',
        },
      ],
    },
    'terms-and-privacy': {
      title: 'Điều khoản và quyền riêng tư',
      intro:
        'Chúng tôi giữ các quy định ngắn gọn và rõ ràng. Vui lòng đọc toàn bộ văn bản để biết mọi chi tiết.',
      sections: [
        {
          heading: 'Điều khoản và điều kiện',
          text: 'Các quy định khi sử dụng Harbour, dành cho khách truy cập, thành viên và doanh nghiệp.',
        },
        {
          heading: 'Chính sách quyền riêng tư',
          text: 'Chúng tôi thu thập những gì, vì sao, lưu giữ trong bao lâu, và cách yêu cầu chúng tôi xóa thông tin đó.',
        },
      ],
    },
    'tips-of-the-day': {
      title: 'Mẹo mỗi ngày',
      intro:
        'Một mẹo nhỏ, thiết thực cho từng mùa trong năm đầu tiên của bạn tại vùng Đại Tây Dương của Canada.',
      sections: [],
    },
    'school-food': {
      title: 'Chương trình bữa ăn học đường',
      intro:
        'Mỗi tỉnh ở vùng Đại Tây Dương của Canada đều giúp trẻ em ăn uống đầy đủ ở trường. Dưới đây là cách các chương trình hoạt động và cách gia đình bạn có thể tham gia. Chi phí và chi tiết thay đổi theo từng năm học, vì vậy hãy luôn hỏi lại trường của con bạn.',
      sections: [
        {
          heading: 'Đảo Hoàng tử Edward: PEI School Food Programme',
          text: 'Tất cả các trường công lập trên đảo đều có bữa trưa nóng qua PEI School Food Programme (Chương trình bữa ăn học đường của Đảo Hoàng tử Edward). Các gia đình trả tiền tùy theo khả năng, tối đa bằng mức đề xuất cho mỗi bữa, và không em nào bị từ chối. Bạn đặt và trả tiền trực tuyến qua cổng thông tin bữa trưa của trường, hoặc bằng đơn giấy qua văn phòng nhà trường. Các bữa ăn được nấu từ nguyên liệu địa phương và có thể đặt món chay; hãy báo cho nhà trường biết về dị ứng và các yêu cầu ăn uống theo tôn giáo.',
        },
        {
          heading: 'Nova Scotia: bữa sáng và bữa trưa ở trường',
          text: 'Hầu hết các trường ở Nova Scotia có chương trình bữa sáng miễn phí dành cho mọi học sinh, được tỉnh và các đối tác địa phương hỗ trợ. Nova Scotia cũng đang triển khai dần chương trình bữa trưa học đường cho tất cả học sinh, bắt đầu từ các trường tiểu học, theo cách trả tiền tùy khả năng. Hãy hỏi văn phòng nhà trường hoặc trung tâm giáo dục khu vực xem năm nay có những bữa ăn nào.',
        },
        {
          heading: 'New Brunswick: thực phẩm và dinh dưỡng học đường',
          text: 'Các trường ở New Brunswick tuân theo chính sách thực phẩm lành mạnh của tỉnh, và nhiều trường có chương trình bữa sáng và bữa trưa giá rẻ thông qua các đối tác cộng đồng và các sáng kiến bữa ăn học đường của tỉnh. Các khu học chánh tiếng Anh và tiếng Pháp tự tổ chức chương trình riêng, vì vậy hãy hỏi trường của bạn cách đăng ký.',
        },
        {
          heading: 'Newfoundland và Labrador: School Lunch Association và Kids Eat Smart',
          text: 'Tại khu vực St. John’s, School Lunch Association phục vụ bữa trưa nóng với mức giá trả tùy khả năng, để em nào cũng được ăn. Trên khắp tỉnh, Kids Eat Smart Foundation tổ chức các câu lạc bộ bữa sáng miễn phí ở hầu hết các trường, dành cho mọi học sinh mà không cần hỏi han gì.',
        },
        {
          heading: 'Lời khuyên cho các gia đình',
          text: 'Bạn không cần xuất trình giấy tờ thu nhập để tham gia chương trình bữa sáng. Nếu việc trả tiền bữa trưa gặp khó khăn, hãy nói chuyện riêng với hiệu trưởng hoặc chuyên viên tư vấn của trường: luôn có sự giúp đỡ và mọi việc đều được giữ kín. Mỗi ngày hãy cho con mang theo một bình nước có ghi tên, và báo cho nhà trường bằng văn bản về các trường hợp dị ứng.',
        },
      ],
    },
  },
  team: {
    0: {
      position: 'Giám đốc điều hành',
      short: 'Đến Charlottetown từ Beirut năm 2012 và từ đó đến nay luôn làm việc với các gia đình mới đến.',
      profile: {
        title: 'Xây dựng một sự chào đón lâu bền',
        description:
          'Leila đến Đảo Hoàng tử Edward với hai chiếc vali và một tấm bằng mà lúc đó chưa ai công nhận. Mùa đông đầu tiên, chị dành thời gian học các tuyến xe buýt, các mẫu đơn của trường học và ý nghĩa của câu “a skiff of snow” (một lớp tuyết mỏng). Ngày nay chị điều hành Harbour và bảo đảm rằng mọi quyết định đều bắt đầu từ một câu hỏi: điều này có giúp ai đó sớm cảm thấy như ở nhà hơn không?',
      },
    },
    1: {
      position: 'Giám đốc Quan hệ Đối tác',
      short:
        'Kết nối Harbour với các thị trấn, nhà tuyển dụng và nhóm cộng đồng trên khắp bốn tỉnh vùng Đại Tây Dương.',
      profile: {
        title: 'Đối tác tạo nên khác biệt',
        description:
          'Daniel lớn lên ở Cape Breton và đã làm việc mười lăm năm trong chính quyền thành phố. Anh biết rằng người mới đến ổn định cuộc sống tốt nhất khi thư viện, phòng khám, nhà tuyển dụng và hàng xóm cùng chung sức theo một hướng, và mỗi ngày anh đều làm việc để tạo nên những mối kết nối đó.',
      },
    },
    2: {
      position: 'Trưởng nhóm Chương trình Cộng đồng',
      short:
        'Điều hành trung tâm tình nguyện của chúng tôi và các sự kiện chào đón được tổ chức hằng tháng ở Halifax và Charlottetown.',
      profile: {
        title: 'Mỗi sự kiện là một tình bạn đầu tiên',
        description:
          'Ana Sofia chuyển từ Bogotá đến Halifax khi là du học sinh. Chị vẫn nhớ chỉ một lời mời dự bữa tiệc góp món (potluck) đã có ý nghĩa với mình biết bao. Giờ đây chị tổ chức các sự kiện chào đón, các nhóm trò chuyện và các buổi tập huấn tình nguyện viên, để không ai phải trải qua những tháng đầu tiên một mình.',
      },
    },
    3: {
      position: 'Trưởng nhóm Phát triển phần mềm',
      short: 'Xây dựng nền tảng Harbour và bảo đảm nền tảng chạy tốt trên mọi điện thoại, bằng mọi ngôn ngữ.',
      profile: {
        title: 'Công nghệ dành cho tất cả mọi người',
        description:
          'Oleksandr đến Moncton từ Kharkiv năm 2022. Anh xây dựng Harbour để trang web tải nhanh trên điện thoại đời cũ, hiển thị đúng tiếng Ả Rập và tiếng Ba Tư, và dùng được với trình đọc màn hình. Nếu một tính năng khó dùng, anh coi đó là một lỗi cần sửa.',
      },
    },
    4: {
      position: 'Điều phối viên Dịch vụ Ngôn ngữ',
      short:
        'Điều phối các biên dịch viên và phiên dịch viên tiếng Ba Tư, tiếng Dari, tiếng Ả Rập và nhiều ngôn ngữ khác.',
      profile: {
        title: 'Ngôn ngữ của bạn được chào đón ở đây',
        description:
          'Fatima nói tiếng Ba Tư, tiếng Dari, tiếng Anh và tiếng Pháp. Chị điều phối một mạng lưới biên dịch viên tình nguyện và chuyên nghiệp để thông tin quan trọng đến với mọi người bằng ngôn ngữ mà họ dùng để suy nghĩ, và chị cẩn thận xem lại mọi bản dịch trên nền tảng.',
      },
    },
    5: {
      position: 'Quản lý Quan hệ Đối tác Việc làm',
      short: 'Làm việc với các nhà tuyển dụng để mở ra cơ hội việc làm tốt cho người mới đến.',
      profile: {
        title: 'Từ công việc đầu tiên đến sự nghiệp thực sự',
        description:
          'Samuel là một kỹ sư đến từ Lagos, và đã bắt đầu cuộc sống ở Canada bằng công việc xếp hàng lên kệ. Giờ đây anh giúp các nhà tuyển dụng hiểu về bằng cấp nước ngoài, và giúp người tìm việc chuẩn bị hồ sơ xin việc, phỏng vấn và các bước xin giấy phép hành nghề, để tài năng không bị lãng phí.',
      },
    },
    6: {
      position: 'Cố vấn Dịch vụ Pháp ngữ',
      short: 'Giúp người mới đến nói tiếng Pháp kết nối với các cộng đồng và dịch vụ của người Acadia.',
      profile: {
        title: 'Bienvenue en Acadie (Chào mừng bạn đến với Acadia)',
        description:
          'Marie-Claude sinh ra ở Évangéline, Đảo Hoàng tử Edward, và đã làm việc hai mươi năm trong các tổ chức cộng đồng Acadia. Chị hướng dẫn người mới đến nói tiếng Pháp tìm đến trường học, dịch vụ y tế và các nhóm văn hóa, nơi họ có thể sinh hoạt hằng ngày bằng tiếng Pháp.',
      },
    },
    7: {
      position: 'Cố vấn Sức khỏe và Đời sống',
      short: 'Giúp người mới đến tìm bác sĩ, phòng khám, hỗ trợ sức khỏe tâm thần và bảo hiểm y tế.',
      profile: {
        title: 'Chăm sóc sức khỏe, từng bước một',
        description:
          'Priya là một y tá được đào tạo ở Chennai. Chị giải thích cách sử dụng thẻ y tế của tỉnh, cách ghi tên vào danh sách đăng ký bệnh nhân, khi nào nên đến phòng khám không cần hẹn trước và nơi tìm hỗ trợ sức khỏe tâm thần, để các gia đình có thể tự tin chăm sóc sức khỏe của mình.',
      },
    },
    8: {
      position: 'Quản lý Tài chính và Vận hành',
      short: 'Giữ cho ngân sách, các khoản tài trợ và văn phòng của chúng tôi luôn ngăn nắp.',
    },
    9: {
      position: 'Nhân viên hỗ trợ định cư, Halifax',
      short: 'Giúp các gia đình về nhà ở, đăng ký học và những cuộc hẹn đầu tiên.',
    },
    10: {
      position: 'Nhân viên hỗ trợ định cư, Charlottetown',
      short: 'Hỗ trợ các gia đình mới đến trong năm đầu tiên của họ trên đảo.',
    },
    11: {
      position: 'Điều phối viên Tình nguyện',
      short: 'Kết nối tình nguyện viên với người mới đến để trò chuyện, đưa đón và kết bạn.',
    },
    12: {
      position: 'Chuyên viên Quan hệ Doanh nghiệp',
      short: 'Giúp các doanh nghiệp địa phương đăng dịch vụ và ưu đãi của họ trên Harbour.',
    },
    13: {
      position: 'Người điều phối Chương trình Thanh thiếu niên',
      short:
        'Tổ chức các câu lạc bộ làm bài tập về nhà và các buổi chiều thể thao cho thanh thiếu niên mới đến.',
    },
    14: {
      position: 'Biên tập viên Nội dung',
      short: 'Viết và biên tập các cẩm nang và mẹo mà bạn đọc trên Harbour.',
    },
    15: {
      position: 'Chuyên viên Truyền thông',
      short: 'Chia sẻ tin tức của Harbour với đối tác, báo chí và cộng đồng.',
    },
    16: {
      position: 'Nhà thiết kế',
      short: 'Thiết kế Harbour sao cho rõ ràng, nhẹ nhàng và dễ sử dụng.',
    },
    17: {
      position: 'Nhân viên tiếp cận cộng đồng, St. John’s',
      short: 'Đưa Harbour đến với người mới đến trên khắp Newfoundland và Labrador.',
    },
  },
  tips: [
    [
      [
        'Mặc nhiều lớp',
        'Hãy mặc một lớp áo lót giữ nhiệt, một chiếc áo len và một áo khoác chắn gió. Mặc nhiều lớp giữ ấm tốt hơn một chiếc áo khoác dày, và dễ cởi ra khi vào nhà.',
      ],
      [
        'Giữ ấm tay và tai',
        'Vào những ngày rất lạnh và nhiều gió, tê cóng có thể xảy ra chỉ trong vài phút. Hãy đội mũ che kín tai và đeo găng tay liền ngón, loại này ấm hơn găng tay xỏ ngón.',
      ],
      [
        'Xem chỉ số gió lạnh',
        'Bản tin thời tiết có cho biết nhiệt độ “cảm nhận thực tế”. Hãy dựa vào nhiệt độ này, chứ không phải nhiệt độ không khí, để quyết định nên mặc gì.',
      ],
      [
        'Để sẵn đồ dùng mùa đông trong xe',
        'Hãy mang theo chăn, xẻng, dụng cụ cạo băng, đèn pin, đồ ăn nhẹ và nước, phòng khi xe bị kẹt trong tuyết.',
      ],
      [
        'Dọn tuyết trên bậc thềm',
        'Nhiều thị trấn yêu cầu bạn dọn vỉa hè trước nhà mình. Hãy rải muối hoặc cát lên bậc thềm đóng băng để tránh trượt ngã.',
      ],
      [
        'Khai thuế, kể cả khi không có thu nhập',
        'Khai thuế ngay trong năm đầu tiên giúp bạn nhận được khoản tín dụng GST/HST và Trợ cấp Trẻ em Canada (Canada Child Benefit).',
      ],
    ],
    [
      [
        'Vitamin D vào mùa đông',
        'Mùa đông ngày rất ngắn. Hãy hỏi dược sĩ hoặc bác sĩ xem bạn và con bạn có nên uống bổ sung vitamin D không.',
      ],
      [
        'Ngày bão và trường đóng cửa',
        'Các trường học đóng cửa vào những ngày có bão. Hãy xem trang web của khu học chánh hoặc nghe đài phát thanh địa phương vào sáng sớm.',
      ],
      [
        'Lốp mùa đông cứu sống bạn',
        'Lốp mùa đông bám đường trên tuyết và băng tốt hơn nhiều. Nhiều gara có thể giữ lốp mùa hè giúp bạn.',
      ],
      [
        'Thử một hoạt động mùa đông',
        'Trượt băng, trượt xe trượt tuyết và đi giày đi tuyết đều rẻ hoặc miễn phí. Nhiều trung tâm cộng đồng cho mượn giày trượt băng và giày đi tuyết.',
      ],
      [
        'Ngày Di sản (Heritage Day)',
        'Hầu hết các tỉnh vùng Đại Tây Dương có một ngày nghỉ lễ vào tháng Hai. Hãy kiểm tra xem nơi làm việc của bạn và trường của con bạn có nghỉ không.',
      ],
      [
        'Giữ nhà ấm áp và an toàn',
        'Không bao giờ sưởi ấm nhà bằng lò nướng hoặc bếp nướng barbecue. Hãy kiểm tra thiết bị báo khói và báo khí CO (carbon monoxide) mỗi tháng.',
      ],
    ],
    [
      [
        'Cẩn thận ổ gà',
        'Vào tháng Ba, đường tan băng tạo ra những ổ gà sâu. Hãy lái xe chậm và báo cho thị trấn biết những ổ gà nguy hiểm.',
      ],
      [
        'Giờ mùa hè',
        'Đồng hồ được chỉnh nhanh lên một giờ vào Chủ Nhật thứ hai của tháng Ba. Hãy chỉnh đồng hồ trước khi đi ngủ.',
      ],
      [
        'Đăng ký trại hè sớm',
        'Các trại hè thường kín chỗ ngay từ mùa xuân. Nhiều trại giảm phí cho các gia đình có nhu cầu; bạn chỉ cần hỏi.',
      ],
      [
        'Gia hạn giấy tờ',
        'Hãy kiểm tra ngày hết hạn của giấy phép, thẻ y tế và bằng lái xe của bạn, và gia hạn trước khi chúng hết hạn.',
      ],
      [
        'Dọn dẹp mùa xuân kiểu Canada',
        'Hầu hết các thị trấn có những ngày thu gom đồ cồng kềnh vào mùa xuân. Hãy xem lịch của thị trấn trước khi để đồ đạc ra lề đường.',
      ],
      [
        'Làm quen với hàng xóm',
        'Một lời chào đơn giản có thể mang lại nhiều điều. Hàng xóm thường sẵn lòng giải thích phong tục địa phương, ngày đổ rác và những nơi mua sắm tốt.',
      ],
    ],
    [
      [
        'Hạn chót khai thuế: 30 tháng 4',
        'Hầu hết mọi người phải nộp tờ khai thuế thu nhập trước ngày 30 tháng 4. Các điểm hỗ trợ khai thuế miễn phí giúp người mới đến làm những tờ khai đơn giản.',
      ],
      [
        'Không thể thiếu đồ đi mưa',
        'Tháng Tư có nhiều mưa và bùn. Một chiếc áo mưa và đôi ủng không thấm nước sẽ giúp bạn thoải mái trên đường đến trường và đi làm.',
      ],
      [
        'Thẻ thư viện miễn phí',
        'Thư viện công cộng cho mượn sách, phim và cả vé vào bảo tàng, và nhiều thư viện có các nhóm trò chuyện tiếng Anh và tiếng Pháp miễn phí.',
      ],
      [
        'Đăng ký mẫu giáo',
        'Trẻ tròn năm tuổi trước cuối năm có thể bắt đầu học mẫu giáo (kindergarten). Việc đăng ký thường diễn ra vào mùa xuân.',
      ],
      [
        'Biết quyền của bạn khi thuê nhà',
        'Mỗi tỉnh có một văn phòng về thuê nhà, giải thích việc tăng tiền thuê, tiền đặt cọc và sửa chữa. Hãy hỏi trước khi ký hợp đồng thuê.',
      ],
      [
        'Làm tình nguyện để tích lũy kinh nghiệm',
        'Làm tình nguyện là cách rất tốt để luyện tiếng Anh hoặc tiếng Pháp, gặp gỡ mọi người và có được người giới thiệu ở Canada.',
      ],
    ],
    [
      [
        'Trồng một mảnh vườn',
        'Các vườn cộng đồng cho thuê những mảnh đất nhỏ theo mùa. Hãy hỏi thị trấn hoặc ngân hàng thực phẩm địa phương về một mảnh đất gần bạn.',
      ],
      [
        'Ngày Victoria',
        'Thứ Hai trước ngày 25 tháng 5 là ngày nghỉ lễ ở hầu hết Canada. Nhiều gia đình tận dụng kỳ nghỉ cuối tuần dài này để bắt đầu làm vườn.',
      ],
      [
        'Cẩn thận với bọ ve',
        'Bọ ve bắt đầu hoạt động vào mùa xuân. Sau khi đi dạo trong bãi cỏ cao hoặc trong rừng, hãy kiểm tra cơ thể mình, con cái và vật nuôi.',
      ],
      [
        'An toàn khi đi xe đạp',
        'Ở vùng Đại Tây Dương của Canada, người đi xe đạp bắt buộc phải đội mũ bảo hiểm. Hãy bật đèn vào ban đêm và đi cùng chiều với dòng xe.',
      ],
      [
        'Tìm bác sĩ gia đình',
        'Hãy ghi tên vào danh sách đăng ký bệnh nhân của tỉnh càng sớm càng tốt. Danh sách chờ luôn thay đổi, vì vậy hãy cập nhật thông tin liên lạc của bạn.',
      ],
      [
        'Sức khỏe tâm thần rất quan trọng',
        'Chuyển đến một đất nước mới không hề dễ dàng. Các đường dây trợ giúp miễn phí và bảo mật hoạt động cả ngày lẫn đêm, bằng nhiều ngôn ngữ.',
      ],
    ],
    [
      [
        'Chống nắng',
        'Nắng mùa hè rất gắt, kể cả vào những ngày mát trời. Hãy dùng kem chống nắng, đội mũ và đeo kính râm, nhất là cho trẻ em.',
      ],
      [
        'Ngày Quốc gia của Người bản địa',
        'Ngày 21 tháng 6 là ngày tôn vinh các dân tộc First Nations (Các Dân tộc Đầu tiên), Inuit và Métis. Nhiều cộng đồng tổ chức các sự kiện mở cửa cho mọi người.',
      ],
      [
        'Tìm hiểu về người Mi’kmaq',
        'Phần lớn vùng Đại Tây Dương của Canada nằm trên lãnh thổ chưa bao giờ được nhượng lại của người Mi’kmaq. Các trung tâm văn hóa địa phương luôn chào đón khách tham quan.',
      ],
      [
        'Kết thúc năm học',
        'Các trường nghỉ học vào cuối tháng Sáu. Hãy hỏi trường về các chương trình đọc sách mùa hè và trại hè ban ngày miễn phí.',
      ],
      [
        'An toàn ở bãi biển',
        'Dòng chảy ngoài biển có thể rất mạnh. Hãy bơi ở những bãi biển có người cứu hộ, và luôn trông chừng trẻ em khi ở gần nước.',
      ],
      [
        'Ngày Saint-Jean-Baptiste',
        'Ngày 24 tháng 6 là ngày hội của các cộng đồng nói tiếng Pháp trên khắp Canada. Các nhóm người Acadia và người nói tiếng Pháp luôn chào đón người mới đến.',
      ],
    ],
    [
      [
        'Ngày Canada',
        'Ngày 1 tháng 7 là sinh nhật của Canada. Các thị trấn tổ chức hòa nhạc miễn phí, diễu hành và bắn pháo hoa. Đây là một ngày tuyệt vời để làm quen với mọi người.',
      ],
      [
        'Giữ mát trong đợt nắng nóng',
        'Hãy uống nước thường xuyên, ở trong bóng râm và hỏi thăm những người hàng xóm lớn tuổi. Thư viện và trung tâm mua sắm là những nơi mát mẻ.',
      ],
      [
        'Khám phá các công viên',
        'Các công viên quốc gia và công viên tỉnh có bãi biển và đường mòn đi bộ. Công dân mới có thể được nhận miễn phí thẻ vào cửa của Parks Canada trong năm đầu tiên.',
      ],
      [
        'Chợ nông sản',
        'Các chợ địa phương bán trái cây, rau và cá tươi. Nhiều nơi nhận thanh toán bằng thẻ và một số nơi có phiếu giảm giá cho gia đình có thu nhập thấp.',
      ],
      [
        'Việc làm mùa hè cho thanh thiếu niên',
        'Học sinh, sinh viên từ 15 đến 30 tuổi có thể tìm việc làm mùa hè qua các chương trình của chính phủ. Hãy hỏi tại trung tâm việc làm địa phương.',
      ],
      [
        'Giữ thực phẩm an toàn',
        'Khi trời nóng, hãy để thức ăn trong tủ lạnh hoặc thùng giữ lạnh, và đừng để đồ ăn dã ngoại ngoài nắng quá một giờ.',
      ],
    ],
    [
      [
        'Mua sắm cho năm học mới',
        'Nhà trường sẽ gửi danh sách đồ dùng học tập. Nhiều nhóm cộng đồng tặng ba lô và đồ dùng học tập miễn phí cho các gia đình có nhu cầu.',
      ],
      [
        'Ngày Natal và các ngày nghỉ lễ địa phương',
        'Đầu tháng Tám có một ngày nghỉ lễ địa phương (civic holiday) ở một số tỉnh. Hãy kiểm tra xem cửa hàng và văn phòng có mở cửa không.',
      ],
      [
        'Tự tay hái quả mọng',
        'Tháng Tám là mùa việt quất. Ở các trang trại tự hái (U-pick), bạn có thể tự hái trái cây với giá rẻ.',
      ],
      [
        'Mùa bão',
        'Bão có thể đến vùng Đại Tây Dương của Canada từ tháng Tám đến tháng Mười Một. Hãy chuẩn bị sẵn nước, thức ăn, pin và thuốc đủ dùng trong 72 giờ.',
      ],
      [
        'Tiêm chủng để đi học',
        'Nhà trường có thể yêu cầu hồ sơ tiêm chủng của con bạn. Các văn phòng y tế công cộng tiêm các loại vắc-xin thường quy miễn phí.',
      ],
      [
        'Lên kế hoạch đi lại',
        'Hãy thử đi tuyến xe buýt đến trường hoặc nơi làm việc trước ngày đầu tiên, để buổi sáng đầu tiên được thong thả.',
      ],
    ],
    [
      [
        'Ngày Lao động',
        'Thứ Hai đầu tiên của tháng Chín là Ngày Lao động, kỳ nghỉ cuối tuần dài cuối cùng của mùa hè trước khi năm học bắt đầu.',
      ],
      [
        'Gặp gỡ giáo viên',
        'Các trường tổ chức ngày mở cửa đón phụ huynh vào tháng Chín. Bạn có thể đưa theo một phiên dịch viên hoặc nhờ nhà trường sắp xếp.',
      ],
      [
        'Ngày Áo Cam',
        'Ngày 30 tháng 9 là Ngày Quốc gia vì Sự thật và Hòa giải. Mặc áo màu cam là để tôn vinh những người sống sót qua các trường nội trú.',
      ],
      [
        'Đăng ký các hoạt động',
        'Các chương trình thể thao và âm nhạc nhận đăng ký vào tháng Chín. Nhiều chương trình có hỗ trợ tài chính, vì vậy hãy hỏi trước khi quyết định.',
      ],
      [
        'Mùa táo',
        'Các vườn cây ăn quả ở Thung lũng Annapolis và nhiều nơi khác mở cửa cho khách hái táo. Đây là một chuyến đi chơi gia đình rất vui.',
      ],
      [
        'Cập nhật địa chỉ',
        'Nếu bạn đã chuyển nhà, hãy cập nhật địa chỉ với Cơ quan Thuế vụ Canada (Canada Revenue Agency), ngân hàng của bạn và văn phòng cấp thẻ y tế.',
      ],
    ],
    [
      [
        'Lễ Tạ ơn',
        'Lễ Tạ ơn của Canada là Thứ Hai thứ hai của tháng Mười. Các gia đình quây quần dùng bữa và cảm tạ cho mùa màng.',
      ],
      [
        'Tiêm vắc-xin cúm',
        'Vào mùa thu, vắc-xin cúm được tiêm miễn phí tại các nhà thuốc và phòng khám. Vắc-xin bảo vệ bạn và những người xung quanh.',
      ],
      [
        'Truyền thống Halloween',
        'Vào ngày 31 tháng 10, trẻ em hóa trang và gõ cửa từng nhà để xin kẹo. Những nhà bật đèn là những nhà vui vẻ tham gia.',
      ],
      [
        'Chuẩn bị nhà cửa cho mùa đông',
        'Hãy kiểm tra cửa sổ và cửa ra vào xem có bị gió lùa không. Nhiều tỉnh có chương trình tiết kiệm năng lượng miễn phí cho người thuê nhà và chủ nhà.',
      ],
      [
        'Thay lốp mùa đông',
        'Hãy đặt lịch thay lốp sớm vào mùa thu, trước trận tuyết đầu tiên; lúc đó các gara rất đông khách.',
      ],
      [
        'Tuần lễ Doanh nghiệp Nhỏ',
        'Các nhóm doanh nghiệp địa phương tổ chức hội thảo miễn phí vào tháng Mười. Đây là bước khởi đầu tốt nếu bạn muốn mở một doanh nghiệp.',
      ],
    ],
    [
      [
        'Ngày Tưởng niệm',
        'Vào ngày 11 tháng 11, người Canada cài hoa anh túc đỏ và dành hai phút mặc niệm lúc 11 giờ sáng để tưởng nhớ các cựu chiến binh.',
      ],
      [
        'Kết thúc giờ mùa hè',
        'Đồng hồ được chỉnh lùi lại một giờ vào Chủ Nhật đầu tiên của tháng Mười Một. Trời tối sớm, vì vậy hãy mặc quần áo màu sáng khi đi bộ.',
      ],
      [
        'Hỗ trợ quần áo mùa đông',
        'Các nhóm cộng đồng và nhà thờ quyên góp áo khoác và ủng mùa đông cho người mới đến. Hãy hỏi nhân viên hỗ trợ định cư của bạn xem nên đến đâu.',
      ],
      [
        'Tâm trạng theo mùa',
        'Ngày ngắn lại có thể khiến con người cảm thấy buồn bã. Hãy ra ngoài khi trời còn sáng, giữ cho cơ thể vận động, và nói chuyện với ai đó nếu bạn thấy buồn.',
      ],
      [
        'Hỗ trợ chi phí sưởi ấm',
        'Các tỉnh có chương trình hỗ trợ chi phí sưởi ấm cho các hộ gia đình thu nhập thấp. Hãy nộp đơn sớm ngay từ đầu mùa.',
      ],
      [
        'Lái xe an toàn khi có tuyết',
        'Hãy giảm tốc độ, giữ khoảng cách xa hơn, và phủi hết tuyết trên xe, kể cả trên nóc xe, trước khi lái.',
      ],
    ],
    [
      [
        'Mùa lễ hội',
        'Tháng Mười Hai có rất nhiều dịp lễ. Bạn cứ thoải mái chia sẻ truyền thống của mình với hàng xóm và đồng nghiệp.',
      ],
      [
        'Cho đi và nhận sự giúp đỡ',
        'Vào tháng Mười Hai, các ngân hàng thực phẩm và chương trình quyên góp đồ chơi giúp đỡ các gia đình. Nhờ giúp đỡ không có gì đáng xấu hổ: ai cũng có lúc cần được giúp.',
      ],
      [
        'Boxing Day',
        'Ngày 26 tháng 12 là ngày nghỉ lễ với nhiều đợt giảm giá lớn tại các cửa hàng. Hãy so sánh giá và chú ý đến ngân sách của bạn.',
      ],
      [
        'Quy định dọn tuyết',
        'Nhiều thị trấn cấm đỗ xe trên đường vào ban đêm trong mùa đông để xe ủi tuyết dọn đường. Hãy xem quy định của thị trấn bạn.',
      ],
      [
        'Giữ liên lạc',
        'Những ngày lễ có thể khiến bạn thấy cô đơn khi xa gia đình. Các trung tâm cộng đồng và nhóm tôn giáo tổ chức các bữa ăn ngày lễ miễn phí.',
      ],
      [
        'Lên kế hoạch cho năm mới',
        'Hãy đặt một mục tiêu nhỏ cho năm tới: một khóa học ngôn ngữ, một người bạn mới, một chứng chỉ. Những bước nhỏ sẽ cộng dồn thành kết quả lớn.',
      ],
    ],
  ],
  billboard: {
    'welcome-week': {
      title: 'Tuần lễ chào đón người mới đến',
      content:
        'Các buổi giới thiệu thông tin miễn phí, một bữa tối cộng đồng và một chuyến tham quan thành phố, vào mỗi buổi tối tuần tới.',
      message: 'Mọi người đều được chào đón. Hãy đưa cả gia đình cùng đến!',
    },
    'flu-clinics': {
      title: 'Tiêm vắc-xin cúm miễn phí',
      content:
        'Các nhà thuốc và phòng khám y tế công cộng tiêm vắc-xin cúm miễn phí cho mọi người, dù có hay không có thẻ y tế.',
      message: 'Hãy hỏi dược sĩ của bạn.',
    },
    'tax-clinics': {
      title: 'Hỗ trợ khai thuế miễn phí',
      content:
        'Các tình nguyện viên giúp người mới đến khai các tờ khai thuế đơn giản miễn phí, để bạn nhận được các khoản phúc lợi của mình.',
      message: '',
    },
  },
  sponsors: {
    'gov-pei': 'Hỗ trợ công tác định cư cho người mới đến và nền tảng Harbour trên đảo.',
    'town-of-cornwall': 'Chào đón cư dân mới bằng các dịch vụ địa phương và sự kiện cộng đồng.',
    'town-of-stratford': 'Hợp tác với Harbour để giúp các gia đình mới đến ổn định cuộc sống ở Stratford.',
    irsa: 'Dịch vụ định cư, ngôn ngữ và việc làm cho người mới đến.',
    upei: 'Đối tác nghiên cứu và là nơi học tập của nhiều sinh viên quốc tế.',
    'medavie-blue-cross':
      'Hỗ trợ các trang sức khỏe và đời sống, giúp người mới đến tìm được dịch vụ chăm sóc.',
  },
  wellBeing: {
    categories: {
      beauty: {
        name: 'Làm đẹp',
        description: 'Tiệm làm tóc, tiệm cắt tóc nam và chăm sóc da gần nhà.',
      },
      physical_health: {
        name: 'Sức khỏe thể chất',
        description: 'Trung tâm thể dục, vật lý trị liệu và những cách đơn giản để luôn năng động.',
      },
      family_health: {
        name: 'Sức khỏe gia đình',
        description: 'Trung tâm hỗ trợ gia đình và sự hỗ trợ dành cho cha mẹ, em bé và trẻ em.',
      },
      hospitals_clinics: {
        name: 'Bệnh viện và phòng khám',
        description: 'Phòng khám không cần hẹn trước, trung tâm y tế cộng đồng và bệnh viện.',
      },
      mental_health: {
        name: 'Sức khỏe tâm thần',
        description: 'Tư vấn tâm lý, hỗ trợ từ những người cùng cảnh ngộ và người để bạn tâm sự.',
      },
      dental_care: {
        name: 'Chăm sóc răng miệng',
        description: 'Nha sĩ và phòng khám nha khoa, cùng sự hỗ trợ để bạn hiểu rõ chi phí.',
      },
      pharmacies: {
        name: 'Nhà thuốc',
        description: 'Thuốc kê đơn, vắc-xin và lời khuyên sức khỏe thân thiện.',
      },
    },
    kinds: {
      clinic: {
        description:
          'Phòng khám không cần hẹn trước cho các vấn đề sức khỏe thường ngày: cảm lạnh và cúm, chấn thương nhẹ, nhiễm trùng, gia hạn đơn thuốc và giấy giới thiệu. Không cần có bác sĩ gia đình.',
        workingHours: 'T2–T6 8:00–20:00; T7–CN 10:00–16:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Miễn phí nếu có thẻ y tế của tỉnh. Khách không có bảo hiểm phải trả phí khám.',
        howToAccess:
          'Bạn có thể đến thẳng hoặc gọi điện đặt chỗ trong ngày. Hãy đến sớm: các chỗ thường hết vào khoảng giữa buổi chiều.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired:
          'Thẻ y tế của tỉnh. Nếu chưa có, hãy mang theo giấy tờ tùy thân có ảnh và giấy tờ di trú của bạn.',
      },
      chc: {
        description:
          'Trung tâm y tế cộng đồng có y tá, y tá chuyên khoa (nurse practitioner), chuyên gia dinh dưỡng và nhân viên công tác xã hội làm việc tại cùng một nơi. Người mới đến chưa có bác sĩ gia đình có thể được chăm sóc thường xuyên tại đây.',
        workingHours: 'T2–T6 8:30–16:30; T5 đến 19:00',
        eligibility: 'Cư dân trong khu vực, kể cả người mới đến đang chờ bác sĩ gia đình.',
        fees: 'Miễn phí. Dịch vụ phiên dịch cũng miễn phí.',
        howToAccess:
          'Hãy gọi điện để đăng ký. Cho chúng tôi biết nếu bạn cần phiên dịch viên, chúng tôi sẽ đặt một người cho buổi khám của bạn.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired:
          'Thẻ y tế của tỉnh. Nếu chưa có, hãy mang theo giấy tờ tùy thân có ảnh và giấy tờ di trú của bạn.',
      },
      hospital: {
        description:
          'Bệnh viện khu vực có khoa cấp cứu 24 giờ, chăm sóc thai sản, phẫu thuật và các phòng khám chuyên khoa. Trong trường hợp khẩn cấp, hãy gọi 911.',
        workingHours: 'Khoa cấp cứu mở cửa 24 giờ, tất cả các ngày',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Được chương trình bảo hiểm y tế của tỉnh chi trả. Nếu không có bảo hiểm, bạn sẽ phải trả viện phí.',
        howToAccess:
          'Hãy đến lối vào cấp cứu khi cần chăm sóc khẩn cấp. Các phòng khám chuyên khoa cần có giấy giới thiệu của bác sĩ hoặc y tá chuyên khoa.',
        disabilitiesAccess:
          'Hoàn toàn thuận tiện cho người khuyết tật: cửa tự động, thang máy, xe lăn có sẵn ở lối vào chính.',
        documentsRequired:
          'Thẻ y tế của tỉnh. Nếu chưa có, hãy mang theo giấy tờ tùy thân có ảnh và giấy tờ di trú của bạn.',
      },
      counselling: {
        description:
          'Tư vấn ngắn hạn cho cá nhân, cặp đôi và gia đình: căng thẳng, mất mát người thân, thích nghi với đất nước mới, nuôi dạy con cái và các mối quan hệ. Các buổi tư vấn diễn ra trực tiếp hoặc qua video.',
        workingHours: 'T2–T5 9:00–20:00; T6 9:00–16:00',
        eligibility: 'Người lớn, thanh thiếu niên từ 12 tuổi trở lên, các cặp đôi và gia đình.',
        fees: 'Mức phí thay đổi theo thu nhập; miễn phí cho người mới đến trong năm đầu tiên.',
        howToAccess:
          'Hãy gọi điện hoặc gửi email để đặt lịch cho buổi trò chuyện đầu tiên. Bạn có thể yêu cầu một chuyên viên tư vấn nói ngôn ngữ của bạn.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Không cần.',
      },
      peer: {
        description:
          'Một nơi ấm áp, miễn phí để trò chuyện với những người cùng cảnh ngộ đã được đào tạo, những người cũng từng trải qua thời kỳ khó khăn. Có các nhóm sinh hoạt không cần hẹn trước, đường dây điện thoại lắng nghe và không gian yên tĩnh. Khi gặp khủng hoảng, hãy gọi hoặc nhắn tin đến 988.',
        workingHours: 'Hằng ngày 10:00–22:00',
        eligibility: 'Bất kỳ ai từ 16 tuổi trở lên.',
        fees: 'Miễn phí.',
        howToAccess:
          'Hãy ghé qua, hoặc gọi đường dây lắng nghe. Không cần giấy giới thiệu, không cần hẹn trước.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Không cần.',
      },
      pharmacy: {
        description:
          'Nhà thuốc cộng đồng: thuốc kê đơn, vắc-xin cúm và COVID-19, đo huyết áp và tư vấn thuốc cho các bệnh nhẹ. Dược sĩ có thể điều trị một số bệnh thông thường.',
        workingHours: 'T2–T6 9:00–21:00; T7 9:00–18:00; CN 11:00–17:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Chi phí thuốc kê đơn tùy thuộc vào chương trình bảo hiểm thuốc của bạn. Nhiều loại vắc-xin được tiêm miễn phí.',
        howToAccess: 'Bạn có thể đến thẳng. Có thể đặt lịch tiêm vắc-xin trực tuyến hoặc qua điện thoại.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Đơn thuốc và thẻ y tế của bạn; thẻ bảo hiểm thuốc nếu bạn có.',
      },
      family_resource: {
        description:
          'Các chương trình miễn phí cho cha mẹ và người chăm sóc có con đến sáu tuổi: nhóm vui chơi, lớp học tiền sản, hội thảo nuôi dạy con, trao đổi quần áo, và đội ngũ nhân viên thân thiện giúp các gia đình tìm hướng đi.',
        workingHours: 'T2–T6 9:00–16:00; một số chương trình buổi tối',
        eligibility: 'Người sắp làm cha mẹ và các gia đình có con từ 0 đến 6 tuổi.',
        fees: 'Miễn phí.',
        howToAccess:
          'Hãy ghé qua trong giờ sinh hoạt của nhóm vui chơi hoặc gọi điện để đăng ký một chương trình.',
        disabilitiesAccess:
          'Không gian ở tầng trệt, đủ chỗ cho xe đẩy em bé và xe lăn; nhà vệ sinh cho người khuyết tật có bàn thay tã.',
        documentsRequired: 'Không cần.',
      },
      dental: {
        description:
          'Phòng khám nha khoa gia đình: khám răng định kỳ, lấy cao răng, trám răng, nha khoa trẻ em và chữa đau răng khẩn cấp trong ngày. Chúng tôi chào đón bệnh nhân của Chương trình Chăm sóc Nha khoa Canada (Canadian Dental Care Plan).',
        workingHours: 'T2–T5 8:00–18:00; T6 8:00–14:00',
        eligibility: 'Chào đón bệnh nhân mới ở mọi lứa tuổi.',
        fees: 'Mức phí theo bảng hướng dẫn của hiệp hội nha khoa tỉnh. Chúng tôi thanh toán trực tiếp với Chương trình Chăm sóc Nha khoa Canada và hầu hết các chương trình bảo hiểm.',
        howToAccess: 'Hãy gọi điện để đặt lịch. Các ca khẩn cấp được khám ngay trong ngày khi có thể.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Giấy tờ tùy thân có ảnh và thẻ bảo hiểm nha khoa hoặc thẻ bảo hiểm của bạn.',
      },
      fitness: {
        description:
          'Trung tâm thể dục cộng đồng có phòng tập, các lớp tập nhóm, đường đi bộ và giờ bơi. Mỗi tuần đều có các buổi cho người mới bắt đầu và giờ dành riêng cho phụ nữ.',
        workingHours: 'T2–T6 6:00–22:00; T7–CN 8:00–20:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Vé ngày và thẻ thành viên tháng; giá ưu đãi cho sinh viên, người cao tuổi và người mới đến.',
        howToAccess: 'Hãy đến quầy lễ tân để được tập thử miễn phí lần đầu và đi tham quan.',
        disabilitiesAccess:
          'Phòng thay đồ cho người khuyết tật, thiết bị nâng xuống hồ bơi và dụng cụ tập được điều chỉnh phù hợp.',
        documentsRequired: 'Không cần.',
      },
      physio: {
        description:
          'Vật lý trị liệu cho đau lưng và đau cổ, chấn thương thể thao và hồi phục sau phẫu thuật, cùng với trị liệu xoa bóp và các chương trình tập luyện bạn có thể tự tập ở nhà.',
        workingHours: 'T2–T6 7:30–19:00; T7 9:00–13:00',
        eligibility: 'Không cần giấy giới thiệu.',
        fees: 'Trả tiền theo từng lần; hầu hết các chương trình bảo hiểm sức khỏe của nơi làm việc đều chi trả vật lý trị liệu.',
        howToAccess: 'Đặt lịch trực tuyến hoặc qua điện thoại.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Thẻ bảo hiểm sức khỏe của bạn, nếu có.',
      },
      salon: {
        description:
          'Tiệm làm tóc thân thiện: cắt, nhuộm, tết và tạo kiểu cho mọi loại tóc, cùng với dịch vụ se lông mày bằng chỉ và làm móng tay.',
        workingHours: 'T3–T6 10:00–19:00; T7 9:00–17:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Bảng giá được niêm yết tại tiệm; bạn có thể yêu cầu được tư vấn miễn phí.',
        howToAccess: 'Đặt lịch qua điện thoại, hoặc ghé vào khi có ghế trống.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Không cần.',
      },
      barber: {
        description:
          'Tiệm cắt tóc nam trong khu phố: kiểu cắt cổ điển, kiểu fade, tỉa râu và cạo mặt với khăn nóng.',
        workingHours: 'T2–T7 9:00–18:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Cắt tóc từ 25 $; trẻ em và người cao tuổi trả ít hơn.',
        howToAccess: 'Ghé vào hoặc đặt lịch qua điện thoại.',
        disabilitiesAccess: 'Lối vào có một bậc thềm nhỏ; chúng tôi luôn sẵn lòng giúp đỡ.',
        documentsRequired: 'Không cần.',
      },
      spa: {
        description:
          'Phòng chăm sóc da yên tĩnh: chăm sóc da mặt, tẩy lông bằng sáp, xoa bóp và trang điểm cho những ngày đặc biệt, với các sản phẩm dành cho da nhạy cảm.',
        workingHours: 'T3–T7 10:00–18:00',
        eligibility: 'Mọi người đều được chào đón.',
        fees: 'Giá theo yêu cầu; có bán thẻ quà tặng.',
        howToAccess: 'Đặt lịch qua điện thoại hoặc trực tuyến.',
        disabilitiesAccess:
          'Lối vào không có bậc thềm, nhà vệ sinh cho người khuyết tật và chỗ đỗ xe dành riêng gần cửa.',
        documentsRequired: 'Không cần.',
      },
    },
    coverage: '{city} và khu vực lân cận',
    articles: {
      1: {
        header: 'Bảo hiểm y tế',
        title: 'Làm thẻ y tế của tỉnh',
        bannerText:
          '<p>Thẻ y tế giúp bạn đi khám bác sĩ và vào bệnh viện mà không phải trả tiền. Dưới đây là cách làm thẻ.</p>',
        text: '<h2>Nộp đơn ngay khi bạn đến</h2><p>Mỗi tỉnh vùng Đại Tây Dương có chương trình bảo hiểm y tế riêng. Thường trú nhân, người tị nạn và hầu hết những người có giấy phép lao động hoặc giấy phép du học từ 12 tháng trở lên đều có thể tham gia.</p><h3>Những gì bạn cần</h3><ul><li>Hộ chiếu hoặc giấy thông hành của bạn</li><li>Giấy Xác nhận Thường trú (Confirmation of Permanent Residence), giấy phép lao động hoặc giấy phép du học của bạn</li><li>Giấy tờ chứng minh địa chỉ của bạn trong tỉnh, chẳng hạn như hợp đồng thuê nhà hoặc hóa đơn</li></ul><h3>Trong thời gian chờ đợi</h3><p>Hãy giữ lại biên lai của mọi lần khám chữa bệnh mà bạn tự trả tiền. Các trung tâm y tế cộng đồng và phòng khám không cần hẹn trước vẫn có thể giúp bạn, và nhiều dược sĩ có thể điều trị các vấn đề thường gặp.</p><p>Tìm phòng khám gần bạn trong <a href="/well-being">danh bạ sức khỏe và đời sống</a>.</p>',
      },
      2: {
        header: 'Sức khỏe tâm thần',
        title: 'Chăm sóc sức khỏe tâm thần ở một đất nước mới',
        bannerText:
          '<p>Cảm thấy mệt mỏi, cô đơn hay lo lắng sau một lần chuyển đến nơi ở mới là điều bình thường. Bạn không phải đối mặt với điều đó một mình.</p>',
        text: '<h2>Những bước nhỏ cũng có ích</h2><ul><li>Giữ nếp sinh hoạt hằng ngày, và ra ngoài trời mỗi ngày.</li><li>Giữ liên lạc với gia đình và bạn bè, và làm quen với người mới qua các nhóm cộng đồng.</li><li>Ngủ đủ, ăn uống tốt và vận động cơ thể.</li></ul><h3>Trò chuyện cũng có ích</h3><p>Tư vấn tâm lý được giữ bí mật. Nhiều dịch vụ có phiên dịch viên hoặc chuyên viên tư vấn nói ngôn ngữ của bạn, và một số dịch vụ miễn phí cho người mới đến.</p><p><strong>Khi gặp khủng hoảng, hãy gọi hoặc nhắn tin đến 988</strong>, bất cứ lúc nào, ngày hay đêm. Trong trường hợp khẩn cấp, hãy gọi 911.</p>',
      },
      3: {
        header: 'Sức khỏe gia đình',
        title: 'Tìm bác sĩ gia đình hoặc y tá chuyên khoa',
        bannerText:
          '<p>Hãy ghi tên vào danh sách chờ của tỉnh ngay lập tức, và biết nơi cần đến trong thời gian chờ.</p>',
        text: '<h2>Ghi tên vào danh sách chờ</h2><p>Mỗi tỉnh vùng Đại Tây Dương đều có một danh sách những người đang tìm bác sĩ gia đình hoặc y tá chuyên khoa. Hãy đăng ký cho từng người trong gia đình, trực tuyến hoặc qua điện thoại, ngay khi bạn có thẻ y tế.</p><h3>Được chăm sóc trong lúc chờ</h3><ul><li>Phòng khám không cần hẹn trước và trung tâm y tế cộng đồng</li><li>Dược sĩ, cho các bệnh nhẹ và gia hạn đơn thuốc</li><li>Gọi 811 để nói chuyện với một y tá có đăng ký hành nghề, bất cứ lúc nào</li></ul><p>Các trung tâm hỗ trợ gia đình cũng có thể giúp khám sức khỏe và tiêm vắc-xin cho em bé và trẻ nhỏ.</p>',
      },
    },
    pageTexts: {
      banner_text:
        '<h2>Sức khỏe và đời sống của bạn, cùng Medavie Blue Cross</h2><p>Medavie Blue Cross và Harbour đang hợp tác để giúp người mới đến trên Đảo Hoàng tử Edward tìm dịch vụ chăm sóc gần nhà: phòng khám, tư vấn tâm lý, chăm sóc răng miệng và nhiều dịch vụ khác.</p><p>Bạn có bảo hiểm sức khỏe hoặc nha khoa qua nơi làm việc không? <a href="https://www.medavie.bluecross.ca/">Tìm hiểu cách sử dụng quyền lợi Medavie Blue Cross của bạn</a>.</p>',
      halifax_banner_text:
        '<h2>Chào mừng bạn đến Halifax, cùng Medavie Blue Cross</h2><p>Medavie Blue Cross và Harbour mang đến cho bạn một cẩm nang về các dịch vụ sức khỏe và đời sống ở Halifax và trên khắp Nova Scotia, nhiều dịch vụ có hỗ trợ ngôn ngữ của bạn.</p><p>Cần được chăm sóc ngay tối nay? Hãy gọi <strong>811</strong> để nói chuyện với y tá, hoặc <a href="/well-being-listings?search=walk-in%20clinic">tìm một phòng khám không cần hẹn trước</a>.</p>',
    },
  },
};
