// The bench's results: one Markdown table per part and the same figures as JSON, written to
// bench/results/ and formatted as the repository formats everything (so `npm test` stays green).
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import * as prettier from 'prettier'

export const START_FLOOR_MS = 1500
const LIGHTHOUSE_FLOORS = [
  { text: 'score 100', check: (page) => typeof page.score === 'number' && page.score >= 100 },
  { text: 'LCP ≤ 1.5 s', check: (page) => typeof page.lcpMs === 'number' && page.lcpMs <= 1500 },
  // Lighthouse shows CLS with three decimals: 0 is what it shows as 0.000.
  { text: 'CLS 0', check: (page) => typeof page.cls === 'number' && page.cls < 0.0005 },
]

export async function machine(databaseUrl) {
  let postgres = 'unknown'
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    postgres = (await client.query('show server_version')).rows[0].server_version
  } catch {
    // the figure is only a label
  } finally {
    await client.end().catch(() => {})
  }
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    loadAverageAtEnd: loadavg().map((value) => Number(value.toFixed(2))),
  }
}

/** Issue 31's page weights, in KB: on every storefront page for JS, these three for the rest. */
const WEIGHT_FLOORS = [
  { text: 'JS ≤ 90 KB', check: (page) => page.jsKb <= 90 },
  { text: 'HTML ≤ 40 KB', check: (page) => page.htmlKb <= 40 },
  { text: 'hydration ≤ 10 KB', check: (page) => page.hydrationKb <= 10 },
]

const fixed = (value, digits) => (typeof value === 'number' ? value.toFixed(digits) : '—')
const mark = (met) => (met ? 'met' : 'MISSED')

function floorsOf(item, figures) {
  return (item.floors ?? []).map((floor) => ({
    text: floor.text,
    met: !figures.error && floor.check(figures),
  }))
}

export async function writeResults(run) {
  const { results, limits, scenarios, catalogues } = run
  const limitFigures = Object.fromEntries(limits.map((limit) => [limit.id, results.get(limit.id)]))
  const rows = []
  for (const limit of limits) {
    rows.push({ ...limit, kind: 'limit', catalogue: null, ...results.get(limit.id) })
  }
  const scenarioRow = (scenario, catalogue) => {
    const figures = results.get(scenario.id) ?? { error: 'not run' }
    const limitRps = limitFigures[scenario.limit]?.rps
    const ratio = figures.rps && limitRps ? figures.rps / limitRps : null
    const withRatio = { ...figures, ratio }
    return {
      id: scenario.id,
      title: scenario.title,
      kind: 'scenario',
      target: scenario.target,
      catalogue,
      limit: scenario.limit ?? null,
      rate: scenario.rate ?? null,
      ...withRatio,
      limitRps: limitRps ?? null,
      floors: floorsOf(scenario, withRatio),
    }
  }
  for (const scenario of scenarios.demo) rows.push(scenarioRow(scenario, catalogues.demo))
  for (const scenario of scenarios.large) rows.push(scenarioRow(scenario, catalogues.large))
  for (const scenario of scenarios.counted) rows.push(scenarioRow(scenario, catalogues.demo))

  const startMet = run.startTime.medianMs <= START_FLOOR_MS
  const etagMet = run.etag.status === 304
  const lighthouse = Array.isArray(run.lighthouse)
    ? run.lighthouse.map((page) => ({
        ...page,
        floors: floorsOf({ floors: LIGHTHOUSE_FLOORS }, page),
      }))
    : run.lighthouse

  const weights = Array.isArray(run.weights)
    ? run.weights.map((page) => ({ ...page, floors: floorsOf({ floors: WEIGHT_FLOORS }, page) }))
    : run.weights

  const failed =
    rows.some((row) => row.error) ||
    weights?.error !== undefined ||
    lighthouse?.error !== undefined ||
    (Array.isArray(lighthouse) && lighthouse.some((page) => page.skipped))
  const floors = [
    ...rows.flatMap((row) => row.floors?.map((floor) => floor.met) ?? []),
    startMet,
    etagMet,
    ...(Array.isArray(lighthouse)
      ? lighthouse.flatMap((page) => page.floors.map((f) => f.met))
      : []),
    ...(Array.isArray(weights) ? weights.flatMap((page) => page.floors.map((f) => f.met)) : []),
  ]
  const date = new Date().toISOString()
  const minutes = Math.floor(run.durationSeconds / 60)
  const seconds = Math.round(run.durationSeconds % 60)
  const settings = run.settings

  const lines = [
    `# Benchmark: ${date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${run.machine.cpu}, ${run.machine.cores} cores, ${run.machine.memoryGiB} GiB; Node ${run.machine.node}; PostgreSQL ${run.machine.postgres}; load average at the end ${run.machine.loadAverageAtEnd.join(' / ')}. ` +
      `Run: ${minutes} min ${seconds} s, of which ${Math.round(run.buildSeconds)} s building. ` +
      `Floors met: ${floors.filter(Boolean).length} of ${floors.length}.`,
    '',
    `Each figure is the median of ${settings.runs} runs. req/s: autocannon at saturation (${settings.connections.api} connections to the API and the limits, ${settings.connections.web} to the web app, ${settings.saturationSeconds} s, after a ${settings.warmupSeconds} s warm-up). ` +
      `p50/p99: an open-loop sender at the steady rate shown (${Object.entries(
        settings.steadySeconds,
      )
        .map(([rate, secs]) => `${rate}/s for ${secs} s`)
        .join(', ')}), each latency counted from the moment its request was due. ` +
      `Ratio: req/s over the req/s of the limit named; the limits serve the cached catalogue answer (${run.limitBytes.catalogue} bytes, so a smaller answer can pass 1) and /catalogo as the web app sent it (${run.limitBytes.page} bytes, ${run.limitBytes.encoding}). ` +
      "Queries/req: statements (simple queries and executions, BEGIN and COMMIT included) seen by a PostgreSQL wire-protocol proxy over sequential requests, less the idle API's own (its catalogue-version poll), in a separate pass.",
    '',
    '| Scenario | Perfumes | req/s | Limit req/s | Ratio | Rate | p50 ms | p99 ms | Queries/req | Floors |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  ]
  for (const row of rows) {
    const floorText = row.error
      ? `FAILED: ${row.error.replace(/\|/g, '/').split('\n')[0]}`
      : (row.floors ?? []).map((floor) => `${floor.text}: ${mark(floor.met)}`).join('; ')
    lines.push(
      `| ${row.title} | ${row.catalogue ?? '—'} | ${fixed(row.rps, 0)} | ${row.limit ? `${fixed(row.limitRps, 0)} (${row.limit})` : '—'} | ${fixed(row.ratio, 2)} | ${row.rate ? `${row.rate}/s` : '—'} | ${fixed(row.p50, 1)} | ${fixed(row.p99, 1)} | ${fixed(row.queries, 2)} | ${floorText} |`,
    )
  }
  lines.push(
    '',
    `- API ready (spawn to the first 200 of /api/health): ${(run.startTime.medianMs / 1000).toFixed(2)} s (runs: ${run.startTime.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s); floor ≤ 1.5 s: ${mark(startMet)}.`,
    `- Cached catalogue, If-None-Match with its ETag: ${run.etag.status}; floor 304: ${mark(etagMet)}.`,
  )
  const over = rows.filter((row) => row.overCapacity)
  if (over.length) {
    lines.push(
      `- Saturated below their steady rate, so no latency run: ${over.map((row) => `${row.title} (${fixed(row.rps, 0)} req/s < ${row.rate}/s)`).join(', ')}.`,
    )
  }
  const late = rows.filter((row) => row.senderLateMs > 50)
  if (late.length) {
    lines.push(
      `- The steady sender fell behind by more than 50 ms (a busy machine) in: ${late.map((row) => `${row.title} (${Math.round(row.senderLateMs)} ms)`).join(', ')}; those latencies include it.`,
    )
  }
  const failing = rows.filter((row) => row.failures)
  if (failing.length) {
    lines.push(
      `- Requests that failed (non-2xx, errors or timeouts) during the timed runs: ${failing.map((row) => `${row.title}: ${row.failures}`).join(', ')}.`,
    )
  }
  lines.push('', "## Page weight (a visitor's page, as page-weight.spec.ts weighs it)", '')
  if (Array.isArray(weights)) {
    lines.push(
      '| Page | JS KB (gzip) | HTML KB | Hydration KB | Floors |',
      '| --- | --: | --: | --: | --- |',
    )
    for (const page of weights) {
      lines.push(
        `| ${page.path} | ${fixed(page.jsKb, 1)} | ${fixed(page.htmlKb, 1)} | ${fixed(page.hydrationKb, 1)} | ${page.floors.map((floor) => `${floor.text}: ${mark(floor.met)}`).join('; ')} |`,
      )
    }
  } else {
    lines.push(weights ? `FAILED: ${weights.error}` : 'Not run (a partial run).')
  }
  lines.push('', `## Lighthouse (mobile preset, median of ${settings.runs} runs)`, '')
  if (Array.isArray(lighthouse)) {
    lines.push(
      '| Page | Score | LCP s | CLS | TBT ms | Floors |',
      '| --- | --: | --: | --: | --: | --- |',
    )
    for (const page of lighthouse) {
      if (page.skipped) {
        lines.push(`| ${page.path} | — | — | — | — | skipped: the run was out of time |`)
        continue
      }
      lines.push(
        `| ${page.path} | ${page.score} | ${(page.lcpMs / 1000).toFixed(2)} | ${page.cls.toFixed(3)} | ${Math.round(page.tbtMs)} | ${page.floors.map((floor) => `${floor.text}: ${mark(floor.met)}`).join('; ')} |`,
      )
    }
  } else {
    lines.push(lighthouse ? `FAILED: ${lighthouse.error}` : 'Not run (a partial run).')
  }

  const folder = join(run.root, 'bench/results')
  const markdownFile = join(folder, 'latest.md')
  const jsonFile = join(folder, 'latest.json')
  const format = async (text, filepath) =>
    prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath })
  const markdown = await format(`${lines.join('\n')}\n`, markdownFile)
  if (!run.write) return { markdown, failed }
  mkdirSync(folder, { recursive: true })
  writeFileSync(markdownFile, markdown)
  writeFileSync(
    jsonFile,
    await format(
      JSON.stringify({
        date,
        machine: run.machine,
        durationSeconds: Math.round(run.durationSeconds),
        buildSeconds: Math.round(run.buildSeconds),
        settings,
        catalogues,
        apiStart: { ...run.startTime, floorMs: START_FLOOR_MS, met: startMet },
        etag: { ...run.etag, met: etagMet },
        limitBytes: run.limitBytes,
        scenarios: rows.map(({ next: _next, floors, ...row }) => ({
          ...row,
          floors: floors ?? [],
        })),
        weights,
        lighthouse,
      }),
      jsonFile,
    ),
  )
  return { markdown, failed }
}
