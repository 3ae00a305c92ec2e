import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui';
import { useSession } from '@/lib/session';
import { ChatPanels } from '../components/chat-panels';

const NO_ACCESS = 'chat.no_access';

/** /chat: the reader's conversations and one thread (`?c=<id>`); visitors sign in first. */
export function Component() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.user) {
    const next = `/chat${params.get('c') ? `?c=${params.get('c')}` : ''}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <ChatPage meId={session.user.id} token={session.token} />;
}

function ChatPage({ meId, token }: { meId: number; token: string | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('c'));
  const openId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const onError = useCallback(
    (message: string) => {
      if (message === NO_ACCESS) void navigate('/nuchat/checkout', { replace: true });
    },
    [navigate],
  );
  return <ChatPanels key={meId} meId={meId} token={token} openId={openId} onError={onError} />;
}
