import { s, type LegalPage } from './types.js';

export const NUPOST_VI: LegalPage = {
  slug: 'terms-of-service-nupost',
  language: 'vi',
  title: 'Điều khoản dịch vụ NuPost',
  intro:
    'NuPost là dịch vụ của Harbour cho phép các tổ chức đăng bài viết, tin tức và thông báo đến người mới đến trong cộng đồng của họ. Các điều khoản này áp dụng cho mọi tổ chức sử dụng NuPost, bên cạnh Điều khoản và điều kiện của Harbour. Đây là bản dịch để bạn tiện theo dõi; nếu có điểm nào khác với bản tiếng Anh hoặc tiếng Pháp, bản tiếng Anh hoặc tiếng Pháp sẽ được áp dụng.',
  sections: [
    s(
      '1. Ai có thể sử dụng NuPost',
      'NuPost dành cho doanh nghiệp đã đăng ký, tổ chức phi lợi nhuận, cơ quan nhà nước và nhóm cộng đồng. Người tạo tài khoản NuPost xác nhận rằng họ được phép đại diện cho tổ chức và thông tin về tổ chức là trung thực.',
      '/terms-and-conditions',
    ),
    s(
      '2. Gói đăng ký của bạn',
      'NuPost được bán dưới dạng gói đăng ký, hiển thị trên trang Bảng giá, bằng đô la Canada, chưa bao gồm thuế. Gói tự động gia hạn vào cuối mỗi kỳ, trừ khi bạn hủy trước ngày gia hạn. Bạn có thể hủy bất cứ lúc nào; khi đó, dịch vụ vẫn hoạt động đến hết kỳ đã thanh toán. Các kỳ đã bắt đầu sẽ không được hoàn tiền, trừ khi pháp luật yêu cầu.',
      '/pricing#nupost',
    ),
    s(
      '3. Những gì bạn được đăng',
      'Bài đăng của bạn phải trung thực, hợp pháp và hữu ích cho người mới đến. Bạn không được đăng:\n\n- các lời mời chào sai sự thật hoặc gây hiểu lầm, kể cả những việc làm không có thật hoặc đòi người ứng tuyển phải trả tiền;\n- nội dung thù ghét, phân biệt đối xử, bạo lực hoặc khiêu dâm;\n- yêu cầu cung cấp giấy tờ tùy thân, giấy tờ di trú hoặc thông tin ngân hàng;\n- tài liệu vận động tranh cử chính trị, hoặc thư rác.\n\nBạn chịu trách nhiệm về tính chính xác của bài đăng và phải có quyền đối với văn bản và hình ảnh bạn sử dụng.',
    ),
    s(
      '4. Kiểm duyệt',
      'Chúng tôi có thể xem xét, từ chối, chỉnh sửa định dạng hoặc gỡ bỏ bất kỳ bài đăng nào vi phạm các điều khoản này, và có thể tạm khóa tài khoản vi phạm nhiều lần. Khi gỡ bỏ một bài đăng, chúng tôi sẽ cho bạn biết lý do, trừ khi việc đó vi phạm pháp luật hoặc gây nguy hiểm cho ai đó.',
    ),
    s(
      '5. Bản dịch và phạm vi tiếp cận',
      'Bài đăng có thể được dịch tự động sang các ngôn ngữ của Harbour. Bản dịch tự động có thể có lỗi; văn bản gốc mới là bản có giá trị. Chúng tôi không đảm bảo có bao nhiêu người sẽ xem hoặc phản hồi một bài đăng.',
    ),
    s(
      '6. Thông tin cá nhân',
      'Nếu có người phản hồi bài đăng của bạn, bạn sẽ nhận được thông tin cá nhân của họ. Bạn chỉ được dùng thông tin đó để trả lời họ, phải bảo vệ thông tin theo yêu cầu của PIPEDA (luật liên bang của Canada về bảo vệ thông tin cá nhân), và phải xóa thông tin khi không còn cần đến. Harbour xử lý dữ liệu của chính mình theo cách được mô tả trong Chính sách quyền riêng tư.',
      '/privacy-policy',
    ),
    s(
      '7. Trách nhiệm',
      'NuPost được cung cấp theo hiện trạng (“as is”). Trong phạm vi pháp luật cho phép, tổng trách nhiệm của Harbour đối với bất kỳ khiếu nại nào liên quan đến NuPost được giới hạn ở số tiền bạn đã trả cho NuPost trong mười hai tháng trước khi khiếu nại.',
    ),
    s(
      '8. Thay đổi và liên hệ',
      'Chúng tôi có thể cập nhật các điều khoản này; chúng tôi sẽ thông báo qua email cho người đăng ký ít nhất 30 ngày trước khi một thay đổi quan trọng có hiệu lực. Các điều khoản này chịu sự điều chỉnh của luật pháp Đảo Hoàng tử Edward và của Canada. Bạn có câu hỏi? Hãy viết cho chúng tôi qua trang Liên hệ.',
      '/contact-us',
    ),
  ],
};
