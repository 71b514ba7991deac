// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLostWrites } from "./lost-answer";

type V = { body: { bundleId: string } };
const buy = (bundleId: string): V => ({ body: { bundleId } });
const lostAnswer = new TypeError("Failed to fetch");
const state = (variables: V | undefined, o: { isError?: boolean; isSuccess?: boolean; error?: unknown } = {}) => ({
  isError: false,
  isSuccess: false,
  error: null,
  variables,
  ...o,
});

describe("useLostWrites: the writes whose answer never came", () => {
  it("keeps a lost write through its retry and through another write of the hook, per id, until an answer comes for it", () => {
    const { result, rerender } = renderHook(({ write }) => useLostWrites(write, (v) => v.body.bundleId), { initialProps: { write: state(undefined) } });
    expect(result.current("A")).toBeUndefined();
    rerender({ write: state(buy("A"), { isError: true, error: lostAnswer }) });
    expect(result.current("A")).toEqual(buy("A"));
    // its retry on its way (pending: no error any more), then another bundle bought
    rerender({ write: state(buy("A")) });
    expect(result.current("A")).toEqual(buy("A"));
    rerender({ write: state(buy("B"), { isSuccess: true }) });
    expect(result.current("A")).toEqual(buy("A"));
    expect(result.current("B")).toBeUndefined();
    // an answer for A, a refusal here: A is no longer lost
    rerender({ write: state(buy("A"), { isError: true, error: { status: false, message: "The code you entered is incorrect" } }) });
    expect(result.current("A")).toBeUndefined();
  });

  it("a success ends it too; without ids, one lost write for the hook", () => {
    const { result, rerender } = renderHook(({ write }) => useLostWrites(write), {
      initialProps: { write: state(buy("A"), { isError: true, error: lostAnswer }) },
    });
    expect(result.current()).toEqual(buy("A"));
    rerender({ write: state(buy("A"), { isSuccess: true }) });
    expect(result.current()).toBeUndefined();
  });
});
