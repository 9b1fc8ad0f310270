import { describeWebhookStorm } from './webhook-storm.suite'

describeWebhookStorm('webhook storm', { sessions: 200, buyers: 20, kills: 3 })
