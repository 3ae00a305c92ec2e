import type { ApiEnvelope, StatusEnvelope } from '@harbour/shared';

/** Main API answer. */
export function ok<T>(data: T, message = ''): ApiEnvelope<T> {
  return { meta: { success: true, message }, data };
}

/** Second back end answer (spec paths like /api/getVersion). */
export function statusOk<T>(data: T, message = ''): StatusEnvelope<T> {
  return { status: 1, message, data };
}
