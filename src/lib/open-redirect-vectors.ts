/** Redirect targets that must never leave the origin: the unit test of safeRedirect and the sign-in acceptance test both use them. */
export const OPEN_REDIRECT_VECTORS = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "https://evil.example",
  "https://127.0.0.1:4173@evil.example",
  "http:evil.example",
  "  javascript:alert(1)",
  "\t\tjavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];
