// pdf-parse's index runs a debug mode when it is the main module; its library file does not.
declare module 'pdf-parse/lib/pdf-parse.js' {
  import pdf from 'pdf-parse'
  export default pdf
}
