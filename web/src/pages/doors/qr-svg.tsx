/**
 * A QR code as an SVG of its dark modules, made in the browser by `qrcode-generator` (small, with no
 * dependencies; only the print sheet's chunk loads it). Error correction M: a sticker stays readable when
 * scuffed, and a 22-character code's URL still fits a small symbol.
 */
import qrcode from 'qrcode-generator';

/** The path of every dark module, one unit square each, in module coordinates. */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { size, path };
}

/** The symbol with its quiet zone of four modules, which scanners need around it. */
export function QrSvg({ text, label }: { text: string; label: string }) {
  const { size, path } = qrPath(text);
  const quiet = 4;
  const box = size + 2 * quiet;
  return (
    <svg
      className="door-qr"
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
