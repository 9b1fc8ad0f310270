import base from './playwright.config'

/**
 * The browser journeys against a shop that is already running behind a proxy on E2E_WEB_PORT
 * (scripts/resilience/two-replicas.mjs: two web and two API replicas behind nginx): the same
 * settings as playwright.config.ts, without a shop of its own.
 */
export default { ...base, webServer: undefined }
