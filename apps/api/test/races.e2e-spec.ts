import { describeRaces } from './resilience/races.suite'

// The short version of the races of `npm run test:resilience` (test/resilience/races.resilience-spec.ts).
describeRaces('races (short)', {
  couponRounds: 2,
  crowds: [50],
  stockRounds: 1,
  stockBuyers: 20,
  customers: 3,
  requestsEach: 6,
})
