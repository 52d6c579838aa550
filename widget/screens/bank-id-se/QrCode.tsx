import { generate } from 'lean-qr/nano'
import { useMemo } from 'react'

const QUIET_ZONE = 4

/**
 * A QR code as one SVG path, dark modules on white in every theme (scanners
 * need the contrast), with a quiet zone of four modules. The encoding is
 * lean-qr's (a kept library beats hand-written code here); runs of modules
 * on a row are drawn as one rectangle to keep the path short.
 */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = generate(value)
    let d = ''
    for (let y = 0; y < code.size; y++) {
      for (let x = 0; x < code.size; x++) {
        if (!code.get(x, y)) continue
        let run = 1
        while (x + run < code.size && code.get(x + run, y)) run++
        d += `M${x} ${y}h${run}v1h-${run}z`
        x += run - 1
      }
    }
    return { size: code.size, path: d }
  }, [value])
  const box = size + 2 * QUIET_ZONE
  return (
    <svg
      className="qr"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      role="img"
      aria-label={label}
      shape-rendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
