import { useEffect, useState } from "react";
import "./qr-code.css";

/** Dark modules of a QR code as one SVG path, in module units, inside a quiet zone of `margin`. */
function modulesPath(size: number, dark: (row: number, col: number) => boolean, margin: number): string {
  let d = "";
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (dark(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`;
  return d;
}

/**
 * A QR code drawn here (no image service sees what it holds), as vector graphics: sharp at any
 * zoom, no image to decode. The encoder loads with the first code shown; until then, and while
 * there is no `text` yet, a blank of the same size holds its place. An encoder that could not be
 * loaded (offline, a flaky network) says so in the code's place: every page that shows a code
 * shows what it holds beside it too.
 */
export function QrCode({ text, label, size = 200, margin = 1 }: { text: string | null; label: string; size?: number; margin?: number }) {
  const [code, setCode] = useState<{ text: string; modules: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (text === null) return undefined;
    let live = true;
    import("uqr").then(
      ({ encode }) => {
        const { size, data } = encode(text, { ecc: "M", border: 0 });
        const path = modulesPath(size, (row, col) => data[row]![col]!, margin);
        if (live) setCode({ text, modules: size, path });
      },
      // a page left while it loaded ends here too, unreported
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text, margin]);
  if (failed && text !== null && code?.text !== text)
    return (
      <span className="qr-code qr-code--failed" style={{ width: size, height: size }} role="alert">
        The QR code could not be loaded. Check your connection, then reload the page.
      </span>
    );
  if (!code || text === null || code.text !== text)
    return <span className="qr-code" style={{ width: size, height: size }} role="status" aria-label="Drawing the QR code" />;
  const box = code.modules + margin * 2;
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges">
      <path d={code.path} fill="#000" />
    </svg>
  );
}
