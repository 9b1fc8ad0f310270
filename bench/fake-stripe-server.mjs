// The API tests' fake Stripe (apps/api/test/fake-stripe.ts, loaded with jiti) as a process of its
// own, so checkout sessions are created against a local server and never reach Stripe. It tells
// its address over IPC and forgets the calls it records, which the bench never reads.
import { setInterval } from 'node:timers'
import { createJiti } from 'jiti'

const jiti = createJiti(import.meta.url)
const { startFakeStripe } = await jiti.import('../apps/api/test/fake-stripe.ts')
const fake = await startFakeStripe()
setInterval(() => fake.calls.splice(0), 5000)
process.send?.({ url: fake.url })
