import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody } from '@harbour/shared';
import { apiFetch } from '@/lib/api-client';

/** POST /api/registration; the address is always sent empty (the core validation rules). */
export function register(body: Omit<RegistrationBody, 'address'>) {
  return apiFetch<unknown>('/api/registration', { method: 'POST', body: { ...body, address: '' } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
