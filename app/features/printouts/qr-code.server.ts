// A wall label's QR code, made on the server by the `qrcode` package as an SVG to write inline:
// the printed page needs no script and no image file. Medium error correction (15 %) survives a
// smudged or slightly creased label.
import QRCode from "qrcode";

export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 0 });
}
