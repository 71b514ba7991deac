// The DOM tests that share a worker's modules and its jsdom (vitest.config.ts, project "dom"): each
// file leaves them as it found them, so no file sees what another left: nothing mounted, no toast
// still active (sonner shows a new Toaster the active ones), empty storage and no session.
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll } from "vitest";
import { session } from "@/lib/session";

afterAll(() => {
  cleanup();
  toast.dismiss();
  session.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
