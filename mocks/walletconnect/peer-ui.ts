/** The dev WalletConnect wallet's page (./peer.ts): its elements, the status line and the cards to approve. */

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const statusLine = $("status");
const requests = $("requests");
export const say = (text: string) => (statusLine.textContent = text);
export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
export const detail = (term: string, value: string) => el("dl", {}, el("dt", { textContent: term }), el("dd", { textContent: value }));
export const block = (text: string) => el("pre", { textContent: text });

/** A card waiting for the player: what is asked, with Approve and Reject. Settles once. */
export function card(label: string, details: (Node | string)[], onApprove: () => Promise<string>, onReject: () => Promise<void>) {
  requests.querySelector(".empty")?.remove();
  const approve = el("button", { type: "button", textContent: "Approve" });
  const reject = el("button", { type: "button", className: "secondary", textContent: "Reject" });
  const article = el("article", { className: "request" }, el("h3", { textContent: label }), ...details, el("div", { className: "actions" }, approve, reject));
  article.setAttribute("aria-label", label);
  const settle = (work: () => Promise<string>) => async () => {
    approve.disabled = reject.disabled = true;
    try {
      say(await work());
      article.remove();
      if (!requests.querySelector("article")) requests.append(el("p", { className: "empty", textContent: "Nothing to approve." }));
    } catch (error) {
      say(`Failed: ${(error as Error).message}`);
      approve.disabled = reject.disabled = false;
    }
  };
  approve.addEventListener("click", settle(onApprove));
  reject.addEventListener(
    "click",
    settle(async () => {
      await onReject();
      return `Rejected: ${label}.`;
    }),
  );
  requests.append(article);
}
