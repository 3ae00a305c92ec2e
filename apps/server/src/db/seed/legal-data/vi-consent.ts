import { s, type LegalPage } from './types.js';

export const CONSENT_VI: LegalPage = {
  slug: 'privacy-terms',
  language: 'vi',
  title: 'Quyền riêng tư và điều khoản',
  intro:
    'Trước khi bạn tạo tài khoản Harbour, dưới đây là bản tóm tắt ngắn về những gì bạn đồng ý. Toàn văn Điều khoản và điều kiện và Chính sách quyền riêng tư có liên kết ở bên dưới; đó mới là những văn bản có giá trị. Đây là bản dịch để bạn tiện theo dõi; nếu có điểm nào khác với bản tiếng Anh hoặc tiếng Pháp, bản tiếng Anh hoặc tiếng Pháp sẽ được áp dụng.',
  sections: [
    s(
      'Những gì bạn đồng ý',
      'Khi tạo tài khoản, bạn xác nhận rằng:\n\n- thông tin bạn cung cấp là trung thực;\n- bạn đủ 13 tuổi trở lên, hoặc có sự cho phép của cha mẹ hoặc người giám hộ;\n- bạn sẽ đối xử tôn trọng với những người khác trên Harbour và không đăng bất cứ nội dung nào trái pháp luật, thù ghét hoặc gây hiểu lầm;\n- bạn chấp nhận Điều khoản và điều kiện của Harbour.',
      '/terms-and-conditions',
    ),
    s(
      'Chúng tôi làm gì với thông tin của bạn',
      'Chúng tôi sử dụng họ tên, địa chỉ email, tỉnh, thành phố và ngôn ngữ của bạn để quản lý tài khoản và hiển thị thông tin về cộng đồng của bạn, bằng ngôn ngữ của bạn. Chúng tôi không bán thông tin của bạn. Chúng tôi lưu giữ thông tin trong thời gian tài khoản còn mở, và xóa hoặc ẩn danh hóa thông tin trong vòng 30 ngày sau khi bạn xóa tài khoản, trừ những gì pháp luật yêu cầu chúng tôi phải giữ lại.',
      '/privacy-policy',
    ),
    s(
      'Email',
      'Chúng tôi sẽ gửi cho bạn những email cần thiết cho tài khoản, chẳng hạn như email xác nhận địa chỉ và email đặt lại mật khẩu. Chúng tôi chỉ gửi tin tức cộng đồng nếu bạn yêu cầu, và trong mỗi email như vậy đều có cách để bạn ngừng nhận.',
    ),
    s(
      'Trên thiết bị của bạn',
      'Trình duyệt của bạn ghi nhớ thông tin đăng nhập, ngôn ngữ, tỉnh và thành phố để bạn không phải chọn lại mỗi lần. Chúng tôi không sử dụng cookie quảng cáo.',
    ),
    s(
      'Quyền của bạn',
      'Bạn có thể xem, sửa hoặc xóa thông tin của mình bất cứ lúc nào, và rút lại sự đồng ý bằng cách xóa tài khoản. Theo PIPEDA (luật liên bang của Canada về bảo vệ thông tin cá nhân), bạn cũng có thể khiếu nại với Văn phòng Ủy viên Quyền riêng tư Canada (Office of the Privacy Commissioner of Canada). Nếu có bất kỳ câu hỏi nào, hãy viết cho chúng tôi qua trang Liên hệ.',
      '/contact-us',
    ),
  ],
};
