import { ErrorCodes } from '@clearsight/contracts';

export interface FieldError {
  message: string;
  members: string[];
}

/** "45 秒" or "3 分钟": how long to wait, in the words a 429 message shows. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} 秒`;
  return `${Math.ceil(seconds / 60)} 分钟`;
}

/** The one error type services throw; the error-envelope plugin turns it into the seed's envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly validationErrors: FieldError[] | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static validation(message: string, validationErrors: FieldError[] = []) {
    return new AppError(400, ErrorCodes.validation, message, null, validationErrors);
  }
  static field(member: string, message: string) {
    return new AppError(400, ErrorCodes.validation, message, null, [{ message, members: [member] }]);
  }
  static badRequest(message: string, code: string = ErrorCodes.validation) {
    return new AppError(400, code, message);
  }
  static unauthorized(message = '请先登录后再操作') {
    return new AppError(401, ErrorCodes.unauthorized, message);
  }
  static forbidden(message = '您没有执行此操作的权限', code: string = ErrorCodes.forbidden) {
    return new AppError(403, code, message);
  }
  static notFound(message = '要找的内容不存在或已被删除') {
    return new AppError(404, ErrorCodes.notFound, message);
  }
  static conflict(message: string) {
    return new AppError(409, ErrorCodes.conflict, message);
  }
  static tooManyRequests(message = '操作太频繁，请稍后再试') {
    return new AppError(429, ErrorCodes.tooManyRequests, message);
  }
  /** 429 saying what was too frequent and how long to wait: "登录尝试太频繁，请 3 分钟后再试". */
  static retryLater(what: string, seconds: number) {
    return AppError.tooManyRequests(`${what}，请 ${waitText(seconds)}后再试`);
  }
}
