export * from './catalogue'
export * from './errors'
export * from './money'
