// Lighthouse's performance audit (its default config: the mobile preset, simulated throttling) in
// Debian's Chromium, `runs` times per page; answers the median of each figure.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { medianOf } from './load.mjs'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
const RUN_TIMEOUT_MS = 120_000

/**
 * Runs go round the pages (every page's first run, then every page's second...), so a run that is
 * out of time (`until`, epoch ms) still has some samples of every page; a page without any is
 * answered with `skipped`.
 */
export async function audit(pages, { runs, until, say }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const samples = new Map(pages.map((page) => [page, []]))
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        if (Date.now() > until) break
        samples.get(page).push(await measure(page.url, chrome.port))
      }
    }
  } finally {
    await chrome.kill()
  }
  return pages.map((page) => {
    const taken = samples.get(page)
    if (!taken.length) return { page: page.name, path: page.path, skipped: true, samples: [] }
    const median = (key) => medianOf(taken.map((sample) => sample[key]))
    const result = {
      page: page.name,
      path: page.path,
      score: median('score'),
      lcpMs: median('lcpMs'),
      cls: median('cls'),
      tbtMs: median('tbtMs'),
      samples: taken,
    }
    say(
      `lighthouse ${page.path}: score ${result.score}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms (${taken.length} runs)`,
    )
    return result
  })
}

async function measure(url, port) {
  let timer
  const { lhr } = await Promise.race([
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
    new Promise((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse on ${url} took over 2 min`)),
        RUN_TIMEOUT_MS,
      )
    }),
  ]).finally(() => clearTimeout(timer))
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
  }
}

/** Chromium started here, stopped when the bench stops early. */
export function stopChromium() {
  chromeLauncher.killAll()
}
