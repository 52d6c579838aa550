/** True when Accept-Encoding accepts br (RFC 9110 §12.5.3: `br;q=0` refuses it). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0)
  })
}
