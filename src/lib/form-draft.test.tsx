// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, readDraft, useFormDraft } from "./form-draft";

function Form() {
  const [text, setText] = useState(() => readDraft<{ text: string }>("test")?.text ?? "");
  useFormDraft("test", { text });
  return (
    <>
      <label htmlFor="t">Text</label>
      <input id="t" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="button" onClick={() => clearDraft("test")}>
        Submit
      </button>
    </>
  );
}

describe("form drafts (nothing typed is lost when an ended session sends the player to sign in and back)", () => {
  afterEach(cleanup);

  it("a form mounted again starts from what was typed; a submit clears the draft", () => {
    const first = render(<Form />);
    fireEvent.change(screen.getByLabelText("Text"), { target: { value: "half a thought" } });
    first.unmount();
    render(<Form />);
    expect(screen.getByLabelText("Text")).toHaveProperty("value", "half a thought");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(readDraft("test")).toBeNull();
  });
});
