import { describeMoney } from './money.suite'

describeMoney('money', 40)
