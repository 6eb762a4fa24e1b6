/** How a job is retried and when a running attempt counts as lost. All times in seconds. */
export interface JobSettings {
  /** Attempts after the first before the job is marked failed. */
  retryLimit: number;
  /** Wait before the first retry; with backoff it roughly doubles on every further retry. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Upper bound for one backoff wait. */
  retryDelayMax: number;
  /**
   * How long one attempt may run. An attempt still active after this (its process died) is
   * failed by the queue's supervisor and retried, if retries are left.
   */
  expireInSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
};

/** A kind of job: its queue name, its settings and (for the compiler) the shape of its data. */
export interface JobDefinition<TData extends object> {
  readonly name: string;
  readonly settings: JobSettings;
  /** Never set; carries TData so send() and work() agree on the data. */
  readonly dataType?: TData;
}

/** Names may use letters, digits and . _ - / (the queue's own rule). */
export function defineJob<TData extends object>(name: string, settings: Partial<JobSettings> = {}): JobDefinition<TData> {
  if (!/^[\w.\-/]+$/.test(name)) throw new Error(`Ungültiger Job-Name: ${name}`);
  return { name, settings: { ...DEFAULT_JOB_SETTINGS, ...settings } };
}

/** What a handler learns about the attempt it runs. */
export interface JobAttempt {
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** True on the last attempt the settings allow. */
  isLastAttempt: boolean;
  /**
   * Aborted when this process begins to stop. A long handler stops taking new work and throws, so
   * the queue runs the job again (in this or another process) instead of waiting for it.
   */
  stopping: AbortSignal;
}

export type JobHandler<TData extends object> = (data: TData, attempt: JobAttempt) => Promise<void>;
