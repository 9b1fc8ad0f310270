import { describeRaces } from './resilience/races.suite'

// The short version of the races of `npm run test:resilience` (test/resilience/races.resilience-spec.ts):
// every race once, with crowds large enough to lose it on code that does not hold.
describeRaces('races (short)', {
  couponRounds: 1,
  crowds: [25],
  stockRounds: 1,
  stockBuyers: 10,
  customers: 3,
  requestsEach: 6,
})
