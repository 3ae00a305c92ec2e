import { s, type LegalPage } from './types.js';

export const PRIVACY_VI: LegalPage = {
  slug: 'privacy-policy',
  language: 'vi',
  title: 'Chính sách quyền riêng tư',
  intro:
    'Quyền riêng tư của bạn rất quan trọng với chúng tôi. Chính sách này giải thích Harbour thu thập những thông tin cá nhân nào, vì sao, lưu giữ trong bao lâu và bạn có những lựa chọn nào. Harbour tuân thủ Đạo luật Bảo vệ Thông tin Cá nhân và Tài liệu Điện tử (PIPEDA) của Canada và các luật về quyền riêng tư của các tỉnh vùng Đại Tây Dương. Đây là bản dịch để bạn tiện theo dõi; nếu có điểm nào khác với bản tiếng Anh hoặc tiếng Pháp, bản tiếng Anh hoặc tiếng Pháp sẽ được áp dụng.',
  sections: [
    s(
      'Chúng tôi thu thập những gì',
      'Chúng tôi chỉ thu thập những thông tin cần thiết để vận hành Harbour:\n\n- Thông tin tài khoản: họ tên, địa chỉ email, mật khẩu (chỉ được lưu dưới dạng mã băm an toàn), tỉnh và thành phố của bạn, và ngôn ngữ bạn muốn dùng.\n- Thông tin hồ sơ mà bạn tự chọn thêm vào, chẳng hạn như ảnh, quốc gia gốc hoặc sở thích của bạn.\n- Những gì bạn gửi cho chúng tôi: tin nhắn qua biểu mẫu liên hệ, yêu cầu nhận lời mời, tin đăng và thông tin chi tiết về sự kiện.\n- Thông tin kỹ thuật: các trang bạn truy cập, loại thiết bị và trình duyệt, và địa chỉ IP của bạn, được dùng để giữ an toàn cho Harbour và để biết trang nào hữu ích.\n- Hồ sơ thanh toán khi một tổ chức mua tin đăng hoặc quảng cáo (số tiền, ngày và sản phẩm). Thông tin thẻ được chuyển thẳng đến nhà cung cấp dịch vụ thanh toán của chúng tôi và không bao giờ đi qua máy chủ của chúng tôi.',
    ),
    s(
      'Vì sao chúng tôi sử dụng thông tin',
      'Chúng tôi sử dụng thông tin của bạn để:\n\n- tạo và bảo vệ tài khoản của bạn, và cho phép bạn đăng nhập;\n- hiển thị thông tin về tỉnh và thành phố của bạn, bằng ngôn ngữ của bạn;\n- trả lời tin nhắn và yêu cầu của bạn;\n- gửi những email bạn cần (xác nhận, đặt lại mật khẩu, thư trả lời) và, chỉ khi bạn đồng ý, tin tức từ cộng đồng của bạn;\n- ngăn chặn hành vi lạm dụng, thư rác và gian lận;\n- cải thiện Harbour bằng các số liệu thống kê không nhận diện được bạn.\n\nChúng tôi không bán thông tin cá nhân của bạn và không hiển thị quảng cáo dựa trên hồ sơ cá nhân của bạn.',
    ),
    s(
      'Sự đồng ý',
      'Chúng tôi xin sự đồng ý của bạn khi bạn đăng ký và khi chúng tôi thu thập thông tin mới. Bạn có thể rút lại sự đồng ý bất cứ lúc nào bằng cách thay đổi cài đặt hoặc xóa tài khoản; khi đó, một số tính năng có thể ngừng hoạt động.',
    ),
    s(
      'Chúng tôi chia sẻ thông tin với ai',
      'Chúng tôi chỉ chia sẻ thông tin khi cần thiết, và chỉ chia sẻ phần cần thiết:\n\n- các nhà cung cấp dịch vụ lưu trữ máy chủ, gửi email, dịch tin nhắn hoặc xử lý thanh toán cho chúng tôi, theo hợp đồng buộc họ phải bảo vệ thông tin đó;\n- các tổ chức đối tác, chỉ khi bạn yêu cầu được họ liên hệ (ví dụ khi bạn phản hồi một tin tuyển dụng hoặc tin tìm tình nguyện viên);\n- cơ quan chức năng, khi pháp luật yêu cầu.\n\nMột số nhà cung cấp có thể lưu trữ dữ liệu bên ngoài Canada; khi đó, thông tin của bạn được bảo vệ bằng hợp đồng, nhưng có thể chịu sự điều chỉnh của luật pháp nước đó.',
    ),
    s(
      'Chúng tôi lưu giữ thông tin trong bao lâu',
      'Chúng tôi lưu giữ thông tin tài khoản của bạn trong thời gian tài khoản còn mở. Khi bạn xóa tài khoản, chúng tôi sẽ xóa hoặc ẩn danh hóa thông tin cá nhân của bạn trong vòng 30 ngày, trừ những hồ sơ mà pháp luật bắt buộc chúng tôi phải giữ (ví dụ hồ sơ thanh toán, được lưu giữ bảy năm cho mục đích thuế). Tin nhắn liên hệ và yêu cầu nhận lời mời được lưu giữ tối đa hai năm. Nhật ký bảo mật được lưu giữ tối đa một năm.',
    ),
    s(
      'Cookie và bộ nhớ cục bộ',
      'Harbour không sử dụng cookie quảng cáo. Để trang web hoạt động, trình duyệt của bạn lưu một vài thông tin nhỏ trên thiết bị: mã đăng nhập (token) của bạn, cùng ngôn ngữ, tỉnh và thành phố bạn đã chọn. Nếu bạn đánh dấu vào ô “Ghi nhớ đăng nhập”, các thông tin này sẽ được giữ lại cho đến khi bạn đăng xuất; nếu không, chúng sẽ bị xóa khi bạn đóng trình duyệt. Chúng tôi đếm số lượt truy cập trang mà không nhận diện bạn.',
    ),
    s(
      'Quyền của bạn',
      'Theo PIPEDA, bạn có thể:\n\n- hỏi chúng tôi đang lưu giữ những thông tin cá nhân nào về bạn và nhận một bản sao;\n- yêu cầu chúng tôi sửa thông tin bị sai;\n- rút lại sự đồng ý hoặc xóa tài khoản;\n- khiếu nại với chúng tôi, và nếu bạn chưa hài lòng, khiếu nại với Văn phòng Ủy viên Quyền riêng tư Canada (Office of the Privacy Commissioner of Canada, www.priv.gc.ca).\n\nChúng tôi trả lời các yêu cầu trong vòng 30 ngày, miễn phí.',
    ),
    s(
      'Bảo mật',
      'Chúng tôi bảo vệ thông tin của bạn bằng kết nối được mã hóa, mật khẩu được băm, quyền truy cập hạn chế của nhân viên và việc cập nhật thường xuyên. Không có hệ thống nào an toàn tuyệt đối; nếu một sự cố rò rỉ dữ liệu khiến bạn có nguy cơ thực sự bị tổn hại nghiêm trọng, chúng tôi sẽ thông báo cho bạn và Ủy viên Quyền riêng tư theo quy định của pháp luật.',
    ),
    s(
      'Trẻ em',
      'Harbour dành cho người từ 13 tuổi trở lên. Trẻ em dưới 13 tuổi chỉ được sử dụng Harbour khi có sự cho phép của cha mẹ hoặc người giám hộ, và người đó chịu trách nhiệm về tài khoản của trẻ. Nếu phát hiện chúng tôi đang lưu giữ thông tin về một trẻ em dưới 13 tuổi mà không có sự cho phép đó, chúng tôi sẽ xóa thông tin này.',
    ),
    s(
      'Thay đổi đối với chính sách này',
      'Chúng tôi có thể cập nhật chính sách này. Ngày ghi ở đầu trang cho biết phiên bản mới nhất. Nếu có thay đổi quan trọng, chúng tôi sẽ thông báo cho bạn trên trang web hoặc qua email trước khi thay đổi có hiệu lực.',
    ),
    s(
      'Liên hệ cán bộ phụ trách quyền riêng tư',
      'Với mọi câu hỏi hoặc yêu cầu về thông tin cá nhân của bạn, hãy viết cho cán bộ phụ trách quyền riêng tư của chúng tôi qua trang Liên hệ, hoặc gửi thư đến địa chỉ ghi ở cuối mỗi trang.',
      '/contact-us',
    ),
  ],
};
