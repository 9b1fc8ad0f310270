import { describeRaces } from './races.suite'

describeRaces('races', {
  couponRounds: 20,
  crowds: [50, 200],
  stockRounds: 3,
  stockBuyers: 50,
  customers: 10,
  requestsEach: 10,
})
