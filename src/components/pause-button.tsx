import IconPlayerPauseFilled from "@tabler/icons-react/icons/IconPlayerPauseFilled";
import IconPlayerPlayFilled from "@tabler/icons-react/icons/IconPlayerPlayFilled";
import "@/components/pause-button.css";

/**
 * The pause control of something that moves by itself (WCAG 2.2.2): "Pause <what>" while it moves,
 * "Play <what>" while it is paused; the icon says the same to the eye.
 */
export function PauseButton({ paused, onToggle, what, className }: { paused: boolean; onToggle: () => void; what: string; className?: string }) {
  return (
    <button type="button" className={`pause-button${className ? ` ${className}` : ""}`} onClick={onToggle} aria-label={`${paused ? "Play" : "Pause"} ${what}`}>
      {paused ? <IconPlayerPlayFilled aria-hidden="true" size={16} /> : <IconPlayerPauseFilled aria-hidden="true" size={16} />}
    </button>
  );
}
