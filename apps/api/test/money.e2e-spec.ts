import { describeMoney } from './resilience/money.suite'

// The short version of the money suite of `npm run test:resilience`; the pure rule's 10,000
// cases run with libs/contracts (checkout.spec.ts).
describeMoney('money (short)', 3)
