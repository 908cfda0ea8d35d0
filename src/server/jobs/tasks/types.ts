/** What a running task reports back. */
export interface TaskHandle {
  id: string;
  /** 0–100; also proves the task is alive */
  progress(percent: number): Promise<void>;
}

export interface TaskSpec {
  kind: string;
  name: string;
  /** the starting user's login name: they (and admins) see the task */
  owner: string;
}

/** The work itself: resolves to the result text shown in the list, throws to fail the task. */
export type TaskWork = (task: TaskHandle) => Promise<string>;
