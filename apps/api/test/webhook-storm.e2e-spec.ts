import { describeWebhookStorm } from './resilience/webhook-storm.suite'

// The short version of the storm of `npm run test:resilience`, without killing the API process
// (that needs the production build, made after this step of `npm test`).
describeWebhookStorm('webhook storm (short)', { sessions: 20, buyers: 5, kills: 0 })
