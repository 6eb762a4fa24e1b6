/** An XMLHttpRequest stand-in for upload tests (uploadWithProgress): records each request, reports progress, answers as told. */
export interface SentUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: FormData;
  /** With `manual`: report upload progress, then answer. */
  progress: (percent: number) => void;
  respond: () => void;
}

type Answer = { status: number; body?: unknown };

/** Answers every upload with `reply` right away, or (manual) when the test calls `respond()`. */
export function mockUploads(reply: Answer | ((sent: SentUpload) => Answer), { manual = false } = {}) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: SentUpload = {
      method: '',
      path: '',
      headers: {},
      form: new FormData(),
      progress: (percent) => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }),
      respond: () => this.answer(),
    };
    open(method: string, path: string) {
      this.request.method = method;
      this.request.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(form: FormData) {
      this.request.form = form;
      sent.push(this.request);
      if (!manual)
        setTimeout(() => {
          this.request.progress(50);
          this.answer();
        }, 0);
    }
    private answer() {
      const answer = typeof reply === 'function' ? reply(this.request) : reply;
      if (answer.status === 0) return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return sent;
}
