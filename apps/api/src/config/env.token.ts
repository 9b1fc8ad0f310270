/** Injection token of the validated environment (`@Inject(ENV) env: Env`). */
export const ENV = Symbol('ENV')
