import { useRequestPasswordReset } from '../api/forgot-password';
import { EmailRequestPage } from '../components/email-request-page';

export function Component() {
  const request = useRequestPasswordReset();
  return <EmailRequestPage texts="forgot_password" request={request} />;
}
