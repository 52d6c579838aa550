import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const brotli = (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/**
 * First-screen text per locale, brotli: the root namespace alone, and with
 * the OTP namespace spliced in as the edge serves it for that first screen.
 */
export function textReport(text) {
  const rows = {}
  for (const [id, locale] of Object.entries(text.locales)) {
    const otp = locale.namespaces.otp
    rows[id] = { root: brotli(locale.root.body), rootWithOtp: otp ? brotli(`${locale.root.body.slice(0, -1)},"otp":${otp.body}}`) : null, missing: locale.missing.length }
  }
  console.log('first-screen text, brotli bytes (root | root + otp | missing keys)')
  console.log(Object.entries(rows).map(([id, r]) => `  ${id.padEnd(6)} ${String(r.root).padStart(6)} ${String(r.rootWithOtp).padStart(6)} ${String(r.missing).padStart(4)}`).join('\n'))
  return rows
}

export async function measure(file) {
  const raw = await readFile(file)
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/** Prints a table and returns the rows; `critical` rows are the first screen's path. */
export async function sizeReport(root, files, critical) {
  const rows = []
  for (const file of files) rows.push({ file: relative(root, file), critical: critical.has(file), ...(await measure(file)) })
  const total = rows.filter((r) => r.critical).reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 })
  const pad = (v, n) => String(v).padStart(n)
  console.log(`\n${'file'.padEnd(52)} ${pad('raw', 8)} ${pad('gzip', 8)} ${pad('brotli', 8)}`)
  for (const r of rows) console.log(`${(r.critical ? '* ' : '  ') + r.file.padEnd(50)} ${pad(r.raw, 8)} ${pad(r.gzip, 8)} ${pad(r.brotli, 8)}`)
  console.log(`${'* first screen critical path (HTML + entry JS + CSS)'.padEnd(52)} ${pad(total.raw, 8)} ${pad(total.gzip, 8)} ${pad(total.brotli, 8)}\n`)
  return { rows, critical: total }
}
