// Failure notices for the app's toast from code that has no toast at hand (the same shape as the 401
// handler in http.ts): the ToastProvider registers itself; the screens' chunks need not import it.
export interface Notice {
  title: string;
  description?: string;
}

let handler: ((notice: Notice) => void) | null = null;

export function setNoticeHandler(next: ((notice: Notice) => void) | null): void {
  handler = next;
}

export function notifyFailure(notice: Notice): void {
  handler?.(notice);
}
