/**
 * Error thrown for an illegal workflow step (product-spec §4, §5). Its `message` is written for a
 * person (it says what is wrong and what to do); `code` lets callers branch without parsing text.
 */
export class WorkflowError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'WorkflowError';
    this.code = code;
  }
}
