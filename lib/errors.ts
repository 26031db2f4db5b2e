/** An expected failure with the HTTP status it maps to; its message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(400, message, errors);
export const unauthorized = (message = "You need to log in.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new AppError(409, message, errors);
export const gone = (message: string) => new AppError(410, message);
export const preconditionFailed = (message: string, details?: Record<string, unknown>) =>
  new AppError(412, message, undefined, details);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
