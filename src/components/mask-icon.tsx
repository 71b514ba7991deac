import "@/components/mask-icon.css";

import type { MaskIconName } from "@/components/mask-icons";

export type { MaskIconName };
/**
 * An icon shown before any of the app's code has loaded (or in a panel whose weight is budgeted),
 * without the icon set's code: its shape masks a box of the text's colour. Decorative (beside, or inside a control named by, its words).
 */
export function MaskIcon({ name, size }: { name: MaskIconName; size?: number }) {
  return <span className={`mask-icon mask-icon--${name}`} style={size ? { width: size, height: size } : undefined} aria-hidden="true" />;
}
