import { useWorkerDatabase } from './worker-database'

useWorkerDatabase()
