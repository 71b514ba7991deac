/** The part of the qrcode package the app uses (it ships no types). */
declare module "qrcode" {
  export function toDataURL(text: string, options?: { margin?: number; width?: number; errorCorrectionLevel?: "L" | "M" | "Q" | "H" }): Promise<string>;
}
