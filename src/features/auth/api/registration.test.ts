// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useResendVerificationEmail } from "./registration";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The resend of the validation mail (accounts-identity.md §4, ACC-T019/T020), against a stubbed backend. */
describe("Send Validation Email refused", () => {
  it("'Error sending email.', and under it the server's reason (here: too many mails), so the player knows what to do", async () => {
    const error = vi.spyOn(toast, "error");
    const reason = "Too many emails sent. Please try again in 10 minutes.";
    vi.stubGlobal("fetch", async () => Response.json({ status: false, message: reason }, { status: 429, headers: { "Retry-After": "600" } }));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const [sent, expired] = [vi.fn(), vi.fn()];
    const { result } = renderHook(() => useResendVerificationEmail(sent, expired), { wrapper });
    result.current.send("verification-token");
    await waitFor(() => expect(error).toHaveBeenCalledWith("Error sending email.", { description: reason }));
    expect(sent).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });
});
