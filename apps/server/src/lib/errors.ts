/** A failure the client should see: an HTTP status and a message key (or a sentence). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    /** headers sent with the failure, e.g. Retry-After */
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = (key = 'not_found') => new AppError(404, key);
export const badRequest = (key: string) => new AppError(400, key);
export const unauthorized = (key = 'unauthorized') => new AppError(401, key);
export const forbidden = (key = 'forbidden') => new AppError(403, key);
