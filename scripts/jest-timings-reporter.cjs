// A Jest reporter that keeps every test's time in <rootDir>/test-results/timings.json, for the
// list of the slowest tests that `npm test` prints at the end (scripts/test.mjs).
const { mkdirSync, writeFileSync } = require('node:fs')
const { join, relative } = require('node:path')

class TimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir
  }

  onRunComplete(_contexts, results) {
    const tests = results.testResults.flatMap((file) =>
      file.testResults.map((test) => ({
        title: test.fullName,
        file: relative(this.rootDir, file.testFilePath),
        ms: test.duration ?? 0,
      })),
    )
    mkdirSync(join(this.rootDir, 'test-results'), { recursive: true })
    writeFileSync(join(this.rootDir, 'test-results', 'timings.json'), JSON.stringify(tests))
  }
}

module.exports = TimingsReporter
