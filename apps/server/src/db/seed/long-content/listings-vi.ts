import type { DemoListingTexts } from './demo-listings-types.js';

/** Vietnamese texts of the demo listings, written without a native reviewer. */
export const VI_LISTINGS: DemoListingTexts = {
  businesses: {
    'Halal Market': {
      keywords: 'thịt halal tạp hóa gia vị gạo',
      description:
        'Cửa hàng tạp hóa gia đình bán thịt halal, rau củ quả tươi, gia vị và gạo từ khắp nơi trên thế giới.',
    },
    'International Grocery': {
      keywords: 'châu Á châu Phi Mỹ Latinh tạp hóa thực phẩm nhập khẩu',
      description:
        'Thực phẩm nhập khẩu từ châu Á, châu Phi và Mỹ Latinh, với nhân viên nói được nhiều thứ tiếng.',
    },
    Bakery: {
      keywords: 'bánh mì bánh ngọt bánh kem cà phê',
      description: 'Bánh mì tươi mỗi sáng, bánh ngọt, bánh kem đặt theo yêu cầu và cà phê ngon.',
    },
    'Shawarma House': {
      keywords: 'shawarma falafel mang đi halal',
      description: 'Shawarma, falafel và phần ăn gia đình, ăn tại chỗ hoặc mang đi.',
    },
    Café: {
      keywords: 'cà phê trà bữa sáng wifi',
      description:
        'Quán cà phê thân thiện có bữa sáng, bữa trưa, Wi-Fi miễn phí và bảng thông báo cộng đồng.',
    },
    'Plumbing & Heating': {
      keywords: 'thợ ống nước bơm nhiệt lò sưởi sửa chữa khẩn cấp',
      description:
        'Thợ ống nước có giấy phép: sửa chữa, bơm nhiệt và bảo trì lò sưởi; nhận cả cuộc gọi khẩn cấp.',
    },
    'Electrical Services': {
      keywords: 'thợ điện đi dây sửa chữa lắp đặt',
      description: 'Thợ điện cho nhà ở và cơ sở kinh doanh; đi dây an toàn, tủ điện và hệ thống chiếu sáng.',
    },
    'Cleaning Co.': {
      keywords: 'dọn nhà vệ sinh văn phòng dọn dẹp chuyển nhà',
      description:
        'Dọn dẹp nhà ở và văn phòng, dọn dẹp khi dọn vào hoặc chuyển đi, dùng sản phẩm thân thiện với môi trường.',
    },
    'Auto Repair': {
      keywords: 'thợ máy sửa xe ô tô lốp mùa đông kiểm định',
      description: 'Sửa chữa ô tô, thay lốp mùa đông và kiểm định an toàn theo quy định của tỉnh.',
    },
    'Driving School': {
      keywords: 'học lái xe bằng lái thi sát hạch',
      description:
        'Giáo viên kiên nhẫn giúp người mới đến chuẩn bị cho bài thi lái xe trên đường; dạy bằng nhiều ngôn ngữ.',
    },
    Physiotherapy: {
      keywords: 'vật lý trị liệu xoa bóp phục hồi chức năng chấn thương',
      description: 'Vật lý trị liệu và trị liệu xoa bóp; thanh toán trực tiếp với hầu hết các gói bảo hiểm.',
    },
    Pharmacy: {
      keywords: 'nhà thuốc đơn thuốc vắc-xin thuốc',
      description: 'Bán thuốc theo đơn, tiêm phòng cúm và lời khuyên tận tình từ các dược sĩ của chúng tôi.',
    },
    'Dental Clinic': {
      keywords: 'nha sĩ cạo vôi răng khẩn cấp nha khoa',
      description:
        'Nha khoa gia đình đang nhận bệnh nhân mới, kể cả người tham gia Chương trình Chăm sóc Răng miệng Canada (CDCP).',
    },
    'Immigration Consulting': {
      keywords: 'di trú thường trú nhân giấy phép lao động giấy phép du học',
      description:
        'Chuyên viên tư vấn có giấy phép về giấy phép lao động, giấy phép du học và thường trú nhân.',
    },
    'Law Office': {
      keywords: 'luật sư công chứng bất động sản luật gia đình',
      description: 'Dịch vụ bất động sản, luật gia đình và công chứng, có thông dịch viên khi bạn yêu cầu.',
    },
    'Tax & Accounting': {
      keywords: 'khai thuế kế toán ghi sổ sách',
      description:
        'Khai thuế cá nhân cho người mới đến, ghi sổ sách cho doanh nghiệp nhỏ và làm hồ sơ xin trợ cấp.',
    },
    'Tutoring Centre': {
      keywords: 'gia sư toán tiếng Anh tiếng Pháp bài tập về nhà',
      description: 'Dạy kèm sau giờ học môn toán, tiếng Anh và tiếng Pháp cho mọi lớp.',
    },
    'Language School': {
      keywords: 'lớp tiếng Anh lớp tiếng Pháp ielts',
      description: 'Lớp tiếng Anh và tiếng Pháp cho người lớn, luyện thi IELTS và CELPIP.',
    },
    'Hair Salon': {
      keywords: 'cắt tóc tiệm tóc nhuộm tóc tết tóc',
      description: 'Cắt, nhuộm và tết tóc cho mọi loại tóc.',
    },
    Barbershop: {
      keywords: 'tiệm hớt tóc cắt tóc râu fade',
      description: 'Cắt tóc không cần hẹn trước, kiểu tóc fade và tỉa râu.',
    },
    'Thrift Store': {
      keywords: 'đồ cũ nội thất quần áo áo khoác mùa đông',
      description: 'Quần áo cũ, áo khoác mùa đông và đồ nội thất giá phải chăng cho ngôi nhà mới của bạn.',
    },
    'Translation Services': {
      keywords: 'dịch thuật có chứng nhận thông dịch viên giấy tờ',
      description: 'Dịch thuật giấy tờ có chứng nhận và thông dịch viên đi cùng bạn trong các cuộc hẹn.',
    },
    Daycare: {
      keywords: 'nhà trẻ giáo dục mầm non mẫu giáo',
      description: 'Trung tâm giáo dục mầm non có giấy phép, còn chỗ cho trẻ sơ sinh và trẻ mẫu giáo.',
    },
    'Phone & Computer Repair': {
      keywords: 'sửa điện thoại máy tính màn hình thẻ sim',
      description:
        'Sửa điện thoại và máy tính xách tay, bán điện thoại không khóa mạng và giúp bạn chọn gói cước di động.',
    },
  },
  proudlyServing: 'Hân hạnh phục vụ cộng đồng {city}.',
  jobs: {
    'Line Cook': {
      title: 'Đầu bếp',
      education: 'Không yêu cầu bằng cấp',
      skills: 'An toàn thực phẩm, làm việc nhóm, làm việc nhanh nhẹn',
      description:
        'Chuẩn bị món ăn trong một nhà bếp đông khách và giữ khu vực làm việc của bạn sạch sẽ, an toàn.',
    },
    Cashier: {
      title: 'Thu ngân',
      education: 'Bằng tốt nghiệp trung học phổ thông',
      skills: 'Phục vụ khách hàng, xử lý tiền mặt',
      description: 'Chào đón khách hàng, nhận thanh toán và giữ khu vực phía trước cửa hàng gọn gàng.',
    },
    'Personal Support Worker': {
      title: 'Nhân viên chăm sóc cá nhân (PSW)',
      education: 'Chứng chỉ PSW hoặc CCA (trợ lý chăm sóc liên tục)',
      skills: 'Lòng trắc ẩn, sơ cứu, đáng tin cậy',
      description:
        'Hỗ trợ người cao tuổi trong sinh hoạt hằng ngày tại nhà và tại các cơ sở chăm sóc dài hạn.',
    },
    'Warehouse Associate': {
      title: 'Nhân viên kho',
      education: 'Bằng tốt nghiệp trung học phổ thông',
      skills: 'Mang vác hàng, biết lái xe nâng là một lợi thế, cẩn thận tỉ mỉ',
      description: 'Lấy hàng, đóng gói và gửi đơn hàng; có đào tạo lái xe nâng.',
    },
    'Fish Plant Worker': {
      title: 'Công nhân chế biến thủy sản',
      education: 'Không yêu cầu bằng cấp',
      skills: 'Sức bền, giữ vệ sinh, làm việc nhóm',
      description: 'Chế biến hải sản trên dây chuyền sản xuất; có ca làm theo mùa và quanh năm.',
    },
    'Early Childhood Educator': {
      title: 'Giáo viên mầm non',
      education: 'Bằng giáo dục mầm non (ECE)',
      skills: 'Dạy học qua vui chơi, kiên nhẫn, sơ cứu',
      description: 'Lên kế hoạch hoạt động và chăm sóc trẻ tại một trung tâm giáo dục mầm non có giấy phép.',
    },
    'Software Developer': {
      title: 'Lập trình viên phần mềm',
      education: 'Bằng đại học hoặc cao đẳng ngành khoa học máy tính',
      skills: 'TypeScript, SQL, làm việc nhóm',
      description: 'Xây dựng và bảo trì các ứng dụng web cùng một nhóm sản phẩm thân thiện.',
    },
    'Registered Nurse': {
      title: 'Điều dưỡng có đăng ký hành nghề',
      education: 'Bằng điều dưỡng và đăng ký hành nghề với tỉnh',
      skills: 'Chăm sóc bệnh nhân, đánh giá sức khỏe, giao tiếp',
      description: 'Chăm sóc điều dưỡng tại bệnh viện hoặc trong cộng đồng; có tiền thưởng khi nhận việc.',
    },
    'Truck Driver (Class 1)': {
      title: 'Tài xế xe tải (bằng hạng 1)',
      education: 'Bằng lái hạng 1',
      skills: 'Hồ sơ lái xe tốt, ghi sổ nhật ký hành trình',
      description: 'Các tuyến đường trong vùng và đường dài khắp các tỉnh Maritimes.',
    },
    'Customer Service Representative': {
      title: 'Nhân viên chăm sóc khách hàng',
      education: 'Bằng tốt nghiệp trung học phổ thông',
      skills: 'Biết hai ngôn ngữ là một lợi thế, biết lắng nghe, sử dụng máy tính',
      description:
        'Trả lời cuộc gọi và tin nhắn trò chuyện của khách hàng; được đào tạo đầy đủ, hoan nghênh ứng viên song ngữ.',
    },
    Housekeeper: {
      title: 'Nhân viên dọn phòng',
      education: 'Không yêu cầu bằng cấp',
      skills: 'Cẩn thận tỉ mỉ, đáng tin cậy',
      description: 'Dọn dẹp phòng nghỉ của khách và khu vực chung trong một khách sạn đông khách.',
    },
    Carpenter: {
      title: 'Thợ mộc',
      education: 'Có chứng chỉ Red Seal là một lợi thế',
      skills: 'Dựng khung, hoàn thiện, đọc bản vẽ',
      description: 'Xây nhà mới và sửa chữa, cải tạo nhà; hoan nghênh người học việc.',
    },
    Bookkeeper: {
      title: 'Nhân viên ghi sổ kế toán',
      education: 'Bằng kế toán',
      skills: 'QuickBooks, tính lương, Excel',
      description: 'Ghi chép sổ sách, tính lương và lập báo cáo hằng tháng.',
    },
    Dishwasher: {
      title: 'Nhân viên rửa chén',
      education: 'Không yêu cầu bằng cấp',
      skills: 'Làm việc nhóm, làm việc nhanh nhẹn',
      description: 'Giúp nhà bếp vận hành trơn tru: rửa chén bát, phụ sơ chế và dọn dẹp.',
    },
    'Settlement Worker': {
      title: 'Nhân viên hỗ trợ định cư',
      education: 'Bằng đại học ngành công tác xã hội hoặc ngành liên quan',
      skills: 'Biết nhiều ngôn ngữ, biết cảm thông, quản lý hồ sơ thân chủ',
      description: 'Giúp các gia đình mới đến ổn định cuộc sống: nhà ở, đăng ký đi học và các cuộc hẹn.',
    },
  },
  hiringIn: '{company} đang tuyển dụng tại {city}.',
  howToApply: [
    'Gửi sơ yếu lý lịch của bạn qua email cho người quản lý tuyển dụng.',
    'Nộp đơn trực tiếp cùng sơ yếu lý lịch, từ thứ Hai đến thứ Sáu.',
    'Nộp đơn trực tuyến trên trang web của chúng tôi; chúng tôi trả lời mọi ứng viên.',
    'Hãy gọi cho chúng tôi để đặt lịch một buổi phỏng vấn ngắn.',
  ],
  organizations: {
    'Newcomer Welcome Circle': {
      description:
        'Tình nguyện viên gặp gỡ các gia đình mới đến, đưa họ đi làm quen với thị trấn và giúp đỡ trong những cuộc hẹn đầu tiên.',
      needs: 'Những người thân thiện làm bạn trò chuyện và tài xế đưa người đến các cuộc hẹn.',
      mission: 'Không ai phải cảm thấy cô đơn ở một mái nhà mới.',
    },
    'Community Food Bank': {
      description: 'Ngân hàng thực phẩm phục vụ các gia đình và cá nhân mỗi tuần.',
      needs: 'Giúp phân loại đồ quyên góp và đóng giỏ thực phẩm vào các buổi sáng ngày thường.',
      mission: 'Thực phẩm tốt cho mọi người trong cộng đồng chúng ta.',
    },
    'Big Brothers Big Sisters': {
      description: 'Chương trình cố vấn giúp thay đổi cuộc sống của những người trẻ.',
      needs: 'Người cố vấn có thể dành một giờ mỗi tuần, trong suốt một năm.',
      mission: 'Mỗi người trẻ đều xứng đáng có một người cố vấn.',
    },
    'Seniors Friendly Visiting': {
      description: 'Tình nguyện viên đến thăm người cao tuổi sống cô lập tại nhà và tại cơ sở chăm sóc.',
      needs: 'Người đến thăm hằng tuần, đặc biệt là những ai nói được một ngôn ngữ thứ hai.',
      mission: 'Sự tử tế và bầu bạn dành cho những người hàng xóm lớn tuổi.',
    },
    'Shoreline Cleanup Crew': {
      description: 'Các buổi dọn dẹp bãi biển và bờ biển hằng tháng dọc theo vùng duyên hải.',
      needs: 'Bất kỳ ai có thể dành một buổi sáng thứ Bảy ở ngoài trời.',
      mission: 'Bờ biển sạch cho con người và động vật hoang dã.',
    },
    'Community Arts Collective': {
      description: 'Các lớp nghệ thuật miễn phí và lễ hội đa văn hóa hằng năm.',
      needs: 'Người phụ giúp các lớp học và dàn dựng lễ hội.',
      mission: 'Nghệ thuật gắn kết mọi người.',
    },
    'Youth Soccer League': {
      description: 'Bóng đá giải trí cho trẻ em từ 5 đến 16 tuổi.',
      needs: 'Huấn luyện viên, trọng tài và người phụ giúp trên sân cho mùa hè.',
      mission: 'Thể thao cho mọi trẻ em, bất kể xuất thân.',
    },
    'Hospital Auxiliary': {
      description: 'Tình nguyện viên giúp khách thăm bệnh tìm đường và điều hành cửa hàng quà tặng.',
      needs: 'Người đón tiếp và người phụ giúp cửa hàng quà tặng, ca ngày và ca tối.',
      mission: 'Sự đón tiếp ấm áp dành cho bệnh nhân và gia đình.',
    },
    'Humane Society': {
      description: 'Chăm sóc chó mèo tại trại cứu hộ và tìm người nhận nuôi.',
      needs: 'Người dắt chó đi dạo, người âu yếm mèo và gia đình nhận nuôi tạm thời.',
      mission: 'Một mái ấm yêu thương cho mọi con vật.',
    },
    'Adult Literacy Council': {
      description: 'Dạy kèm một kèm một về đọc, viết và hội thoại tiếng Anh.',
      needs: 'Gia sư cho các buổi học buổi tối; có đào tạo.',
      mission: 'Biết đọc mở ra nhiều cánh cửa.',
    },
    'Community Garden Network': {
      description: 'Các mảnh vườn chung và lớp hướng dẫn trồng trọt.',
      needs: 'Người làm vườn giúp gieo trồng, tưới nước và thu hoạch vào những ngày thu hoạch.',
      mission: 'Trồng thực phẩm, vun đắp cộng đồng.',
    },
    'Multicultural Association': {
      description: 'Sự kiện văn hóa, thông dịch và hỗ trợ cho người mới đến.',
      needs: 'Thông dịch viên, người phụ giúp sự kiện và người ra sân bay đón người mới đến.',
      mission: 'Tôn vinh mọi nền văn hóa đã chọn nơi đây làm nhà.',
    },
    'Meals on Wheels': {
      description: 'Giao bữa ăn nóng tận nhà cho người cao tuổi và người đang hồi phục tại nhà.',
      needs: 'Tài xế có ô tô riêng cho một tuyến giao bữa trưa kéo dài hai giờ.',
      mission: 'Một bữa ăn nóng và một gương mặt thân thiện trước cửa nhà.',
    },
    'Homework Club': {
      description: 'Giúp làm bài tập về nhà sau giờ học tại thư viện công cộng.',
      needs: 'Tình nguyện viên giỏi toán hoặc tiếng Anh, vào các buổi chiều ngày thường.',
      mission: 'Mỗi học sinh đều có thể thành công với một chút giúp đỡ.',
    },
  },
  notes: [
    'Một số vị trí cần có giấy kiểm tra lý lịch tư pháp.',
    'Có đào tạo; không cần kinh nghiệm.',
    'Nhiệt liệt chào đón người mới đến — làm tình nguyện là cách tuyệt vời để làm quen với mọi người.',
    'Số giờ tình nguyện có thể được xác nhận để dùng cho hồ sơ đi học và thư giới thiệu xin việc.',
  ],
};
