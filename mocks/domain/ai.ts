import { createHash } from "node:crypto";
import { refuse } from "../lib/http";
import { encodePng } from "../lib/png";

/**
 * The AI service, played by the mock (the site's chat-agent/ttt and image-agent calls,
 * accounts-identity.md §7): a micro-prompt from the interest text, and a deterministic 128x128
 * picture drawn from the prompt (different prompts give visibly different creatures). A test makes
 * a player's calls fail, or slows them, through the dev switch (`POST /__dev/ai`), never through
 * the request.
 */
export const PICTURE_SIZE = 128;
/** K14: the image service gets the text's last 1996 characters, style_preset Pokemon. */
export const IMAGE_TEXT_MAX = 1996;
export const STYLE_PRESET = "Pokemon";

export type AiStep = "micro-prompt" | "picture";
const switches = new Map<string, { fail: AiStep[]; delayMs: number }>();
const variants = new Map<string, number>();

export function setAiSwitch(userId: string, value: { fail: AiStep[]; delayMs: number }) {
  switches.set(userId, value);
}

export function resetAi() {
  switches.clear();
  variants.clear();
}

/**
 * The AI service takes a moment (the popup shows its progress); the dev switch can make it longer.
 * MOCK_AI_DELAY_MS changes it (the in-process tests use 0).
 */
const BASE_DELAY_MS = Number(process.env.MOCK_AI_DELAY_MS ?? 300) || 0;

async function service(userId: string, step: AiStep) {
  const s = switches.get(userId);
  const delay = s?.delayMs || BASE_DELAY_MS;
  if (delay) await new Promise((r) => setTimeout(r, delay));
  if (s?.fail.includes(step)) throw refuse(503, "The AI service is unavailable. Please try again later.");
}

const TRAITS = {
  colour: ["ember red", "ocean blue", "leaf green", "sun yellow", "violet", "coral pink", "storm grey", "midnight teal"],
  kind: ["fox", "dragon", "owl", "turtle", "cat", "axolotl", "bunny", "bear"],
  mood: ["brave", "sleepy", "cheerful", "curious", "fierce", "shy", "playful", "wise"],
};

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The digest's byte at `i` (a sha256 has 32: every index used here is within it). */
const byte = (h: Uint8Array, i: number) => h[i % h.length] ?? 0;

/** chat-agent/ttt: the interest text becomes a short picture prompt; each call gives a new variant. */
export async function microPrompt(userId: string, text: string) {
  await service(userId, "micro-prompt");
  const n = (variants.get(userId) ?? 0) + 1;
  variants.set(userId, n);
  const h = digest(`${text}\n${n}`);
  const pick = (list: string[], i: number) => list[byte(h, i) % list.length];
  const prompt = `A ${pick(TRAITS.mood, 0)} ${pick(TRAITS.colour, 1)} ${pick(TRAITS.kind, 2)} who loves ${text.trim().split(/\s+/).slice(0, 12).join(" ")}`;
  return { status: true, data: prompt, prompt };
}

/** image-agent: a 128x128 PNG drawn from the text's last 1996 characters (style Pokemon). */
export async function picture(userId: string, text: string) {
  await service(userId, "picture");
  return { status: true, data: drawCreature(`${STYLE_PRESET}\n${text.slice(-IMAGE_TEXT_MAX)}`).toString("base64") };
}

/** A round creature on a two-colour background, its colours, ears and eyes from the text's hash. */
// Stryker disable all: how the stand-in's creature looks is no rule (its size, its format and that
// another text draws another picture are: mocks/domain/ai.test.ts)
export function drawCreature(text: string): Buffer {
  const h = digest(text);
  const size = PICTURE_SIZE;
  const rgb = new Uint8Array(size * size * 3);
  const b = (i: number) => byte(h, i);
  const bgA = [b(0), b(1), b(2)];
  const bgB = [b(3), b(4), b(5)];
  const body = [(b(6) | 0x40) & 0xff, (b(7) | 0x40) & 0xff, (b(8) | 0x40) & 0xff];
  const r = 34 + (b(9) % 14);
  const ear = 10 + (b(10) % 14);
  const eyeGap = 10 + (b(11) % 8);
  const cx = 64;
  const cy = 70;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const t = y / size;
      let c = bgA.map((a, i) => Math.round(a * (1 - t) + (bgB[i] ?? a) * t));
      const inBody = (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
      const inEar = [cx - r * 0.6, cx + r * 0.6].some((ex) => Math.abs(x - ex) + (cy - r + 4 - y) * 0.6 <= ear && y < cy - r + 8 && y > cy - r - ear);
      if (inBody || inEar) c = body;
      const inEye = [cx - eyeGap, cx + eyeGap].some((ex) => (x - ex) ** 2 + (y - (cy - 6)) ** 2 <= 25);
      if (inEye) c = [20, 20, 30];
      const inMouth = Math.abs(x - cx) < 8 && y >= cy + 10 && y <= cy + 12;
      if (inMouth) c = [30, 20, 20];
      rgb.set(c, (y * size + x) * 3);
    }
  return encodePng(size, size, rgb);
}
// Stryker restore all
