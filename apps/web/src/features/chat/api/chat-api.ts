import {
  CHAT_STATUS_CLOSED,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagePage,
  type ChatUser,
} from '@harbour/shared';
import { apiData } from '@/lib/api-client';

/** The /api/chat calls of the core API contract (and block, report). Each throws an ApiError with the server's key. */
const base = '/api/chat';

export const listConversations = (userId: number, signal?: AbortSignal) =>
  apiData<ChatConversation[]>(`${base}/conversations/${userId}`, { signal });

export const getConversation = (conversationId: number, signal?: AbortSignal) =>
  apiData<ChatConversation>(`${base}/conversations/get-convo`, { query: { conversationId }, signal });

export const listMessages = (conversationId: number, before?: number, signal?: AbortSignal) =>
  apiData<ChatMessagePage>(`${base}/chat-messages/${conversationId}`, { query: { before }, signal });

export const postMessage = (body: {
  conversationId: number;
  text: string;
  lang: string;
  clientKey: string;
}) => apiData<ChatMessage>(`${base}/chat-messages`, { body });

export const findUserByEmail = (email: string) => apiData<ChatUser>(`${base}/users`, { query: { email } });

export const createConversation = (members: number[], groupName?: string) =>
  apiData<ChatConversation>(`${base}/conversations`, {
    body: { members, isGroup: members.length > 1, ...(groupName ? { groupName } : {}) },
  });

export const addUsers = (convoId: number, newUsers: number[]) =>
  apiData<ChatConversation>(`${base}/conversations/add-user`, { body: { convoId, newUsers } });

export const leaveConversation = (id: number) =>
  apiData<unknown>(`${base}/conversations/leave/${id}`, { method: 'POST' });

/** Closes it for the caller (it leaves the list until a new message opens it again). */
export const closeConversation = (id: number) =>
  apiData<unknown>(`${base}/conversations/status/${id}`, { body: { status: CHAT_STATUS_CLOSED } });

export const renameConversation = (id: number, groupName: string) =>
  apiData<ChatConversation>(`${base}/conversations/${id}/update-name`, { body: { groupName } });

export const blockUser = (userId: number) => apiData<unknown>(`${base}/blocks`, { body: { userId } });

export const reportMessage = (messageId: number, reason: string) =>
  apiData<unknown>(`${base}/reports`, { body: { messageId, reason } });

export const markRead = (conversationId: number, seq: number) =>
  apiData<unknown>(`${base}/read`, { body: { conversationId, seq } });
