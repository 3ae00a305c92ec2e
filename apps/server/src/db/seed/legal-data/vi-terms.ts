import { s, type LegalPage } from './types.js';

export const TERMS_VI: LegalPage = {
  slug: 'terms-and-conditions',
  language: 'vi',
  title: 'Điều khoản và điều kiện',
  intro:
    'Các điều khoản này giải thích thỏa thuận giữa bạn và Harbour Newcomer Hub (“Harbour”, “chúng tôi”) khi bạn sử dụng trang web và ứng dụng Harbour. Vui lòng đọc kỹ. Khi tạo tài khoản hoặc sử dụng Harbour, bạn đồng ý với các điều khoản này. Đây là bản dịch để bạn tiện theo dõi; nếu có điểm nào khác với bản tiếng Anh hoặc tiếng Pháp, bản tiếng Anh hoặc tiếng Pháp sẽ được áp dụng.',
  sections: [
    s(
      '1. Chúng tôi là ai',
      'Harbour là một nền tảng phi lợi nhuận giúp người mới đến ổn định cuộc sống tại vùng Đại Tây Dương của Canada: Đảo Hoàng tử Edward, Nova Scotia, New Brunswick và Newfoundland và Labrador. Chúng tôi có trụ sở tại Charlottetown, Đảo Hoàng tử Edward. Địa chỉ bưu chính của chúng tôi được ghi ở cuối mỗi trang.',
    ),
    s(
      '2. Harbour cung cấp những gì',
      'Harbour cung cấp cho bạn thông tin về cộng đồng của bạn (sự kiện, dịch vụ, việc làm, hoạt động tình nguyện, sức khỏe tinh thần và tin tức địa phương), các công cụ như trò chuyện có dịch tự động, và các trang nơi các tổ chức có thể giới thiệu dịch vụ của mình.\n\nThông tin đến từ chúng tôi, từ các tổ chức đối tác và từ những người dùng khác. Chúng tôi nỗ lực để thông tin luôn chính xác và cập nhật, nhưng không thể cam kết rằng mọi tin đăng đều đầy đủ, mới nhất hoặc phù hợp với hoàn cảnh của bạn. Hãy luôn kiểm tra lại các chi tiết quan trọng (ngày tháng, giá cả, điều kiện tham gia) trực tiếp với tổ chức đó.',
    ),
    s(
      '3. Tài khoản của bạn',
      'Một số tính năng yêu cầu bạn phải có tài khoản. Bạn phải:\n\n- cung cấp thông tin trung thực khi đăng ký;\n- giữ bí mật mật khẩu và báo ngay cho chúng tôi nếu bạn nghĩ có người khác đang dùng tài khoản của bạn;\n- đủ 13 tuổi trở lên, hoặc có sự cho phép của cha mẹ hoặc người giám hộ.\n\nBạn chịu trách nhiệm về mọi hoạt động diễn ra trong tài khoản của mình. Bạn có thể xóa tài khoản bất cứ lúc nào trong phần cài đặt hồ sơ.',
    ),
    s(
      '4. Sử dụng đúng mực',
      'Harbour là một nơi thân thiện, chào đón mọi người. Khi sử dụng Harbour, bạn đồng ý không:\n\n- đăng bất cứ nội dung nào trái pháp luật, thù ghét, đe dọa, phân biệt đối xử hoặc khiêu dâm;\n- quấy rối, lừa dối hoặc lợi dụng người khác, đặc biệt là những người mới đến Canada;\n- đăng tin tuyển dụng giả, nội dung lừa đảo, hoặc yêu cầu người khác đưa tiền hay giấy tờ cá nhân;\n- thu thập thông tin của người dùng khác, gửi thư rác (spam) hoặc quảng cáo mà không mua tin đăng trả phí;\n- tìm cách phá hoại, làm quá tải hoặc vượt qua các biện pháp bảo mật của nền tảng.\n\nChúng tôi có thể gỡ bỏ nội dung hoặc tạm khóa tài khoản vi phạm các quy định này, và có thể báo cáo hoạt động bất hợp pháp cho cơ quan chức năng.',
    ),
    s(
      '5. Nội dung bạn chia sẻ',
      'Bạn vẫn giữ các quyền đối với nội dung bạn đăng. Bạn cấp cho Harbour một giấy phép miễn phí, không độc quyền để hiển thị, lưu trữ, dịch và chia sẻ nội dung đó trên nền tảng, để dịch vụ có thể hoạt động. Bạn xác nhận rằng bạn có quyền chia sẻ nội dung đó. Bản dịch tự động được cung cấp để giúp mọi người hiểu nhau; bản dịch này có thể có lỗi và không phải là bản dịch chính thức.',
    ),
    s(
      '6. Tin đăng, quảng cáo và thanh toán',
      'Các tổ chức có thể mua tin đăng, quảng cáo, gói tài trợ và gói đăng ký. Giá được hiển thị bằng đô la Canada trên trang Bảng giá, chưa bao gồm thuế. Việc thanh toán do nhà cung cấp dịch vụ thanh toán của chúng tôi xử lý; chúng tôi không lưu số thẻ. Trừ khi gói dịch vụ có ghi khác, thời hạn đã trả tiền sẽ không được hoàn tiền sau khi đã bắt đầu, nhưng bạn có thể hủy gia hạn bất cứ lúc nào trước khi bị tính phí. Tin đăng phải mô tả trung thực một dịch vụ, việc làm hoặc cơ hội có thật.',
    ),
    s(
      '7. Liên kết đến các trang web khác',
      'Harbour có liên kết đến trang web của các cơ quan chính phủ, trường học và tổ chức. Chúng tôi không kiểm soát các trang này và không chịu trách nhiệm về nội dung hay cách họ xử lý quyền riêng tư.',
    ),
    s(
      '8. Giới hạn trách nhiệm',
      'Harbour được cung cấp theo hiện trạng (“as is”). Trong phạm vi pháp luật cho phép, chúng tôi không chịu trách nhiệm đối với các thiệt hại gián tiếp hoặc thiệt hại do hệ quả, cũng như đối với những quyết định bạn đưa ra dựa trên thông tin tìm thấy trên Harbour.\n\nTrong phạm vi pháp luật cho phép, tổng trách nhiệm của chúng tôi đối với bạn cho bất kỳ khiếu nại nào liên quan đến Harbour được giới hạn ở mức một trăm đô la Canada (CAD $100). Không điều nào trong các điều khoản này hạn chế những quyền mà bạn có theo luật bảo vệ người tiêu dùng và không thể từ bỏ.',
    ),
    s(
      '9. Thay đổi đối với Harbour và các điều khoản này',
      'Chúng tôi có thể thay đổi hoặc ngừng một số tính năng, và có thể cập nhật các điều khoản này. Khi có thay đổi quan trọng, chúng tôi sẽ thông báo cho bạn trên trang web hoặc qua email trước khi thay đổi có hiệu lực. Nếu bạn tiếp tục sử dụng Harbour sau đó, nghĩa là bạn chấp nhận các điều khoản mới.',
    ),
    s(
      '10. Luật áp dụng',
      'Các điều khoản này chịu sự điều chỉnh của luật pháp Đảo Hoàng tử Edward và luật liên bang của Canada áp dụng tại đó. Mọi tranh chấp sẽ do tòa án Đảo Hoàng tử Edward giải quyết, trừ khi luật của tỉnh bạn cho bạn quyền đưa vụ việc ra tòa án địa phương.',
    ),
    s(
      '11. Liên hệ',
      'Bạn có câu hỏi về các điều khoản này? Hãy viết cho chúng tôi qua trang Liên hệ. Chúng tôi trả lời bằng tiếng Anh hoặc tiếng Pháp, và sẽ cố gắng hết sức để hỗ trợ bạn bằng ngôn ngữ của bạn.',
      '/contact-us',
    ),
  ],
};
