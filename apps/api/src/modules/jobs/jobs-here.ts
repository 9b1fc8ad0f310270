/** Whether this process runs the jobs (a boolean): an API with JOBS=in-process, and the worker. */
export const JOBS_HERE = Symbol('JOBS_HERE')
