import { pairs, type SiteTexts } from './types.js';

export const VI_DEMO: SiteTexts = {
  notification: pairs(['title', 'message'], {
    'pe-storm-warning': [
      'Cảnh báo bão mùa đông cho Đảo Hoàng tử Edward',
      'Bộ Môi trường Canada đã ban hành cảnh báo bão mùa đông cho toàn đảo từ tối nay đến chiều mai. Dự kiến có 20 đến 30 cm tuyết và gió mạnh. Hãy tránh đi lại nếu có thể, sạc điện thoại và để đèn pin gần bên.',
    ],
    'pe-vaccine-clinics': [
      'Các điểm tiêm vắc-xin cúm và COVID-19 đã mở cửa',
      'Health PEI tiêm miễn phí vắc-xin cúm và COVID-19 tại các điểm tiêm trên khắp đảo. Mọi người từ 6 tháng tuổi trở lên đều có thể đặt lịch. Bạn không cần thẻ y tế PEI để được tiêm. Hãy mang giấy tờ tùy thân có ảnh nếu có. Các nhà thuốc cũng tiêm vắc-xin miễn phí.',
    ],
    'pe-health-card': [
      'Đăng ký thẻ y tế PEI',
      'Mới đến đảo? Hãy đăng ký thẻ y tế PEI ngay khi đến. Quyền lợi bảo hiểm cho thường trú nhân bắt đầu từ ngày bạn trở thành cư dân. Mang giấy tờ di trú và giấy tờ chứng minh địa chỉ đến bất kỳ văn phòng Access PEI nào.',
    ],
    'ch-grafton-closure': [
      'Đóng đường: Phố Grafton giữa Queen và Prince',
      'Phố Grafton sẽ cấm xe lưu thông giữa phố Queen và phố Prince từ 7 giờ sáng đến 6 giờ chiều để sửa đường ống nước. Vui lòng đi theo biển chỉ dẫn đường vòng. Vỉa hè vẫn mở cho người đi bộ.',
    ],
    'ch-parking-ban': [
      'Cấm đỗ xe ban đêm để dọn tuyết',
      'Lệnh cấm đỗ xe mùa đông của thành phố Charlottetown có hiệu lực từ nửa đêm đến 7 giờ sáng. Xe đỗ trên đường phố trong thời gian cấm có thể bị phạt và kéo đi để xe ủi tuyết dọn đường. Hãy dùng bãi đỗ ngoài đường cho đến khi lệnh cấm được dỡ bỏ.',
    ],
    'ch-library-conversation': [
      'Nhóm trò chuyện tiếng Anh tại thư viện',
      'Luyện tiếng Anh trong một nhóm thoải mái tại Thư viện Công cộng Confederation Centre vào mỗi tối thứ Ba. Chào đón mọi trình độ, miễn phí và không cần đăng ký. Có trà và cà phê.',
    ],
    'ch-newcomer-session': [
      'Buổi thông tin cho người mới đến: thuê căn nhà đầu tiên',
      'Tìm hiểu về hợp đồng thuê, tiền đặt cọc và quyền của người thuê nhà ở PEI. Buổi này miễn phí và có thể sắp xếp thông dịch viên nếu bạn yêu cầu trước. Hãy mang theo câu hỏi về chi phí sưởi, điện nước và cách xử lý khi có đồ hư hỏng.',
    ],
    'ch-transit-detour': [
      'Tuyến xe buýt T3 đi đường vòng tuần này',
      'Tuần này xe buýt T3 sẽ không dừng trên đại lộ University giữa đại lộ Belvedere và phố Allen. Các trạm tạm thời đặt trên đường Mount Edward.',
    ],
    'ch-recycling': [
      'Thay đổi lịch thu gom rác dịp lễ',
      'Trong tuần lễ, việc thu gom thùng xanh lá, xanh dương và đen lùi lại một ngày. Hãy đặt thùng ra ngoài trước 6 giờ sáng vào ngày thu gom mới.',
    ],
    'ch-public-skate': [
      'Trượt băng công cộng miễn phí tại Simmons Arena',
      'Trượt băng công cộng miễn phí vào mỗi chiều Chủ nhật. Có thể mượn giày trượt và mũ bảo hiểm tại quầy cho đến khi hết. Mọi người nên đội mũ bảo hiểm.',
    ],
    'ch-tax-clinic': [
      'Hỗ trợ khai thuế miễn phí cho người mới đến',
      'Tình nguyện viên có thể giúp bạn khai thuế thu nhập miễn phí nếu thu nhập của bạn không cao. Khai thuế giúp bạn nhận các khoản trợ cấp như tín dụng GST/HST và Trợ cấp Trẻ em Canada, ngay cả khi bạn không có thu nhập.',
    ],
    'ch-water-flushing': [
      'Súc rửa đường ống nước chính ở East Royalty',
      'Các đội đang súc rửa đường ống nước chính ở East Royalty vào ban đêm. Nước có thể hơi đục trong thời gian ngắn; hãy mở vòi nước lạnh cho chảy đến khi nước trong.',
    ],
    'ch-job-fair': [
      'Hội chợ việc làm tại Holland College',
      'Hơn 40 nhà tuyển dụng trên đảo sẽ tuyển người tại hội chợ việc làm mùa xuân. Hãy mang theo vài bản sơ yếu lý lịch. Các cố vấn việc làm cho người mới đến sẽ có mặt để giúp bạn.',
    ],
    'ch-welcome-personal': [
      'Chào mừng bạn đến với Harbour!',
      'Cảm ơn bạn đã tham gia Harbour. Hãy hoàn tất hồ sơ để chúng tôi hiển thị thông báo, sự kiện và dịch vụ của cộng đồng bạn.',
    ],
    'st-kinlock-paving': [
      'Trải nhựa đường Kinlock',
      'Đường Kinlock chỉ mở một làn có người điều tiết từ 8 giờ sáng đến 5 giờ chiều trong khi hoàn tất trải nhựa. Có thể chậm trễ đôi chút.',
    ],
    'st-library-storytime': [
      'Giờ kể chuyện gia đình tại thư viện Stratford',
      'Truyện, bài hát và thủ công cho trẻ đến 6 tuổi và gia đình, mỗi sáng thứ Bảy tại Thư viện Công cộng Stratford. Miễn phí, không cần đăng ký.',
    ],
    'co-snow-ban': [
      'Cornwall: cấm đỗ xe trên đường khi dọn tuyết',
      'Vui lòng không để xe trên đường phố vào ban đêm trong khi các đội dọn tuyết. Xe cản trở có thể bị kéo đi, chủ xe chịu chi phí.',
    ],
    'co-rec-programs': [
      'Mở đăng ký các chương trình giải trí mùa đông',
      'Đã mở đăng ký bóng rổ thiếu niên, yoga người lớn và giờ bơi gia đình. Có hỗ trợ học phí cho các gia đình cần.',
    ],
    'su-water-street': [
      'Phố Water đóng cửa để sửa cống',
      'Phố Water đóng cửa giữa phố Central và phố Summer để sửa cống. Chỉ xe địa phương được đi.',
    ],
    'su-newcomer-session': [
      'Buổi thông tin cho người mới đến tại Credit Union Place',
      'Gặp nhân viên hỗ trợ định cư, hỏi về trường học, bằng lái xe và việc làm, và kết nối với những người mới đến khác ở Summerside. Trẻ em được chào đón.',
    ],
    'ns-shore-library': [
      'Xe sách dừng tại Trung tâm Cộng đồng North Shore',
      'Xe sách của thư viện ghé Trung tâm Cộng đồng North Shore vào chiều thứ Tư cách tuần. Hãy mượn sách và làm thẻ thư viện miễn phí.',
    ],
    'nsw-burn-restrictions': [
      'Hạn chế đốt lửa trên toàn Nova Scotia',
      'Do thời tiết khô, không được đốt lửa ngoài trời ở bất kỳ đâu trong tỉnh từ 8 giờ sáng đến 7 giờ tối. Hãy xem bản đồ hạn chế đốt trước khi nhóm lửa.',
    ],
    'hx-parking-ban': [
      'Cấm đỗ xe ban đêm mùa đông ở Halifax',
      'Lệnh cấm đỗ xe ban đêm mùa đông có hiệu lực từ 1 giờ đến 6 giờ sáng ở Khu 1 (trung tâm) và Khu 2 (ngoài trung tâm). Xe trên đường có thể bị phạt và kéo đi để các đội dọn tuyết.',
    ],
    'hx-bridge-lane': [
      'Cầu Macdonald: đóng một làn vào ban đêm',
      'Một làn của cầu Macdonald sẽ đóng từ 9 giờ tối đến 5 giờ sáng để bảo trì. Làn xe đạp và đi bộ vẫn mở.',
    ],
    'hx-library-newcomers': [
      'Chương trình cho người mới đến tại Thư viện Trung tâm Halifax',
      'Các thư viện công cộng Halifax có nhóm trò chuyện tiếng Anh, hỗ trợ tìm việc và lớp tin học miễn phí cho người mới đến. Hãy hỏi ở bất kỳ quầy nào để làm thẻ thư viện miễn phí, thẻ này còn cho vé vào bảo tàng miễn phí.',
    ],
    'hx-vaccine-clinic': [
      'Điểm tiêm vắc-xin không cần hẹn cuối tuần này',
      'Điểm tiêm miễn phí không cần hẹn cho vắc-xin cúm và COVID-19 mở vào thứ Bảy và Chủ nhật. Không cần thẻ y tế.',
    ],
    'nb-vaccine-clinics': [
      'Vắc-xin cúm miễn phí cho mọi người ở New Brunswick',
      'Vắc-xin cúm miễn phí tại các nhà thuốc và phòng khám y tế công cộng khắp New Brunswick. Đặt lịch trực tuyến hoặc qua điện thoại.',
    ],
    'mo-parking-ban': [
      'Cấm đỗ xe ban đêm ở Moncton',
      'Không được đỗ xe trên đường từ nửa đêm đến 7 giờ sáng khi lệnh cấm đỗ xe mùa đông có hiệu lực. Xe ủi tuyết cần chỗ để dọn đường.',
    ],
    'mo-main-closure': [
      'Phố Main đóng cửa cho lễ hội mùa đông',
      'Phố Main đoạn giữa Botsford và Lutz sẽ cấm ô tô vào thứ Bảy từ 10 giờ sáng đến 10 giờ tối. Xe buýt sẽ đi đại lộ Assomption.',
    ],
    'mo-library-cafe': [
      'Quán cà phê trò chuyện tại Thư viện Công cộng Moncton',
      'Luyện tiếng Anh hoặc tiếng Pháp với các tình nguyện viên thân thiện vào mỗi tối thứ Năm. Miễn phí cho mọi người.',
    ],
    'mo-newcomer-session': [
      'Buổi gặp cho người mới đến: mùa đông đầu tiên ở Moncton',
      'Học cách ăn mặc khi trời lạnh, sưởi ấm nhà tiết kiệm và lái xe an toàn trên tuyết. Áo khoác mùa đông miễn phí cho các gia đình đến khi hết.',
    ],
    'nl-power-advisory': [
      'Cảnh báo gió mạnh và mất điện',
      'Tối nay bán đảo Avalon dự kiến có gió giật đến 120 km/h. Có thể mất điện: hãy sạc sẵn thiết bị, chuẩn bị nước và đèn pin.',
    ],
    'sj-snow-clearing': [
      'St. John’s: cấm đỗ xe qua đêm trên đường',
      'Trong mùa dọn tuyết, không được đỗ xe qua đêm trên đường phố từ nửa đêm đến 7 giờ sáng. Xe có thể bị kéo đi.',
    ],
    'sj-water-street': [
      'Đường vòng cho người đi bộ trên phố Water',
      'Một phần vỉa hè phố Water gần phố Prescott bị đóng do thi công. Vui lòng dùng lối đi có mái che bên kia đường.',
    ],
    'sj-library-storytime': [
      'Giờ kể chuyện tại thư viện A.C. Hunter',
      'Đưa các bé đến nghe hát và kể chuyện mỗi sáng thứ Tư. Miễn phí, chào đón mọi gia đình.',
    ],
    'sj-newcomer-info': [
      'Buổi thông tin cho người mới đến: tìm việc ở St. John’s',
      'Cố vấn việc làm hướng dẫn cách viết sơ yếu lý lịch kiểu Canada, công nhận bằng cấp và tìm việc làm. Miễn phí, có giữ trẻ tại chỗ.',
    ],
  }),
  coupon: pairs(['descriptionEn', 'restrictionUse'], {
    'ISLANDBEAN-10': [
      'Giảm 10% cho mọi combo đồ uống và bánh ngọt',
      'Một lần mỗi lượt. Dùng tại chỗ hoặc mang đi.',
    ],
    'ISLANDBEAN-FREE': [
      'Cà phê miễn phí khi mua bánh mì kẹp bữa sáng',
      'Các ngày trong tuần trước 10 giờ sáng.',
    ],
    'HARBOURFRESH-5': ['Giảm 5 $ cho đơn hàng tạp hóa từ 50 $', 'Trước thuế. Mỗi hộ một lần mỗi tuần.'],
    'HARBOURFRESH-RICE': ['Giảm 15% gạo, đậu lăng và gia vị', 'Cho đến khi hết hàng.'],
    'CYCLEMONCTON-TUNE': [
      'Giảm 20 $ cho gói bảo dưỡng xe đạp toàn diện',
      'Cần đặt hẹn. Không áp dụng cùng ưu đãi khác.',
    ],
    'CYCLEMONCTON-HELMET': [
      'Chỉnh mũ bảo hiểm miễn phí và giảm 10% mũ mới',
      'Mũ bảo hiểm trẻ em và người lớn.',
    ],
    'SUMMERSIDE-BOOKS': ['Giảm 20% sách học tiếng Anh và tiếng Pháp', 'Chỉ tại cửa hàng.'],
    'STJOHNS-WARM': [
      'Giảm 25% áo khoác và giày mùa đông cho người mới đến',
      'Đưa mã này tại quầy thu ngân. Mỗi người một áo khoác và một đôi giày.',
    ],
  }),
  event: pairs(['title', 'details'], {
    'ch-welcome-night': [
      'Đêm chào đón người mới đến',
      'Một buổi tối để gặp hàng xóm, nhân viên hỗ trợ định cư và các nhóm cộng đồng. Bữa tối nhẹ, âm nhạc và bàn thông tin về nhà ở, sức khỏe và việc làm. Có thông dịch viên tiếng Ả Rập, tiếng Farsi và tiếng Ukraina tại chỗ.',
    ],
    'ch-conversation': [
      'Nhóm trò chuyện tiếng Anh',
      'Luyện tiếng Anh hằng ngày trong một nhóm nhỏ thân thiện. Chào đón mọi trình độ; không cần đăng ký.',
    ],
    'ch-market-tour': [
      'Tham quan chợ nông sản cho người mới đến',
      'Đi dạo có hướng dẫn trong chợ: thực phẩm địa phương, nông sản theo mùa và cách mua sắm tiết kiệm. Nông dân trên đảo mời nếm thử miễn phí.',
    ],
    'ch-career-workshop': [
      'Hội thảo sơ yếu lý lịch kiểu Canada',
      'Mang theo sơ yếu lý lịch và máy tính xách tay nếu có. Cố vấn việc làm cho biết nhà tuyển dụng trên đảo tìm gì và xem từng hồ sơ riêng.',
    ],
    'ch-winter-walk': [
      'Đi dạo gia đình ở công viên Victoria',
      'Đi dạo nhẹ nhàng dọc lối gỗ ven biển, cuối buổi có sô-cô-la nóng. Hãy mặc ấm; chào đón xe đẩy em bé.',
    ],
    'ch-next-potluck': [
      'Tiệc góp món cộng đồng và trình diễn văn hóa',
      'Mang một món ăn nhà làm để chia sẻ (không bắt buộc) và thưởng thức múa, nhạc của các cộng đồng trên đảo.',
    ],
    'ch-next-tax': [
      'Hỗ trợ khai thuế miễn phí',
      'Tình nguyện viên khai thuế đơn giản miễn phí. Mang theo giấy tờ tùy thân, số SIN và các phiếu thuế. Đến trực tiếp hoặc đặt giờ.',
    ],
    'pe-welcome-day': [
      'Ngày chào đón người mới đến trên đảo',
      'Hội chợ chào đón toàn tỉnh quy tụ dịch vụ chính phủ, nhà tuyển dụng, trường học và nhóm cộng đồng dưới một mái nhà. Bữa trưa miễn phí và hoạt động cho trẻ em.',
    ],
    'st-storytime': [
      'Giờ kể chuyện gia đình thứ Bảy',
      'Truyện, đồng dao và một món thủ công đơn giản cho trẻ đến 6 tuổi và người lớn đi cùng.',
    ],
    'st-next-skate': [
      'Học trượt băng cho người mới đến',
      'Lần đầu đi giày trượt? Tình nguyện viên dạy những điều cơ bản. Có giày trượt và mũ bảo hiểm cho mượn.',
    ],
    'co-yoga': [
      'Yoga cộng đồng nhẹ nhàng',
      'Lớp học êm dịu, phù hợp người mới. Mang thảm nếu có; có vài tấm cho mượn.',
    ],
    'su-info-session': [
      'Buổi thông tin cho người mới đến',
      'Nhân viên hỗ trợ định cư giải thích về trường học, thẻ y tế và bằng lái xe, và trả lời câu hỏi của bạn.',
    ],
    'su-book-club': [
      'Câu lạc bộ sách tiếng Anh dễ đọc',
      'Cùng đọc những cuốn sách ngắn, đơn giản và trò chuyện về chúng. Sách được cho mượn miễn phí.',
    ],
    'nsh-kitchen-party': [
      'Tiệc bếp North Shore',
      'Nhạc vĩ cầm truyền thống của đảo, múa gõ chân và bữa trưa với bánh mì kẹp và đồ ngọt.',
    ],
    'hx-conversation': [
      'Quán cà phê trò chuyện tiếng Anh',
      'Ghé qua luyện tiếng Anh với tình nguyện viên ở tầng hai Thư viện Trung tâm.',
    ],
    'hx-market': [
      'Tham quan chào đón chợ Seaport',
      'Gặp nông dân địa phương và tìm hiểu Nova Scotia trồng gì vào mỗi mùa.',
    ],
    'hx-skate': [
      'Trượt băng miễn phí tại Emera Oval',
      'Trượt băng miễn phí và mượn mũ bảo hiểm cho lần đầu lên băng. Tình nguyện viên giúp người mới tập.',
    ],
    'hx-next-employment': [
      'Làm việc ở Nova Scotia: hội thảo việc làm',
      'Văn hóa nơi làm việc, phỏng vấn và công nhận bằng cấp. Nên đăng ký trước.',
    ],
    'mo-cafe': [
      'Quán cà phê trò chuyện song ngữ',
      'Luyện tiếng Anh và tiếng Pháp với các tình nguyện viên thân thiện.',
    ],
    'mo-market': ['Gặp gỡ tại chợ thứ Bảy', 'Gặp những người mới đến khác, uống cà phê và dạo chợ.'],
    'mo-next-game': [
      'Đêm khúc côn cầu cho người mới đến',
      'Trận khúc côn cầu đầu tiên của bạn! Vé miễn phí cho các gia đình mới đến, kèm hướng dẫn luật chơi ngắn gọn.',
    ],
    'sj-rooms': [
      'Buổi tối miễn phí tại The Rooms',
      'Vào cửa miễn phí bảo tàng và phòng trưng bày nghệ thuật của tỉnh vào tối thứ Tư.',
    ],
    'sj-storytime': [
      'Giờ kể chuyện đa ngôn ngữ',
      'Mỗi tuần đọc truyện bằng tiếng Anh và thêm một ngôn ngữ khác. Các gia đình có thể tình nguyện đọc bằng tiếng của mình.',
    ],
    'sj-market': [
      'Buổi sáng ở chợ cho người mới đến',
      'Cà phê, món ăn địa phương và cơ hội gặp nhân viên hỗ trợ định cư.',
    ],
    'sj-next-sliding': [
      'Ngày vui mùa đông ở công viên Bannerman',
      'Trượt tuyết, trò chơi trên tuyết và sô-cô-la nóng. Nên mặc quần tuyết và đi ủng.',
    ],
  }),
};
