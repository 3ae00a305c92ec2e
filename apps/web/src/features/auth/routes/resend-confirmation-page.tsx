import { useResendConfirmation } from '../api/resend-confirmation';
import { EmailRequestPage } from '../components/email-request-page';

export function Component() {
  const request = useResendConfirmation();
  return <EmailRequestPage texts="resend_confirmation" request={request} />;
}
