// A deliberately broken backend for the conformance runner's own test: our mock with one handler
// answering a shape the contract does not allow and one answering 500 to a malformed body.
import { http, HttpResponse } from "msw";
import { handlers } from "../../../mocks/handlers";
import { createMockServer } from "../../../mocks/http-server";
import { seed } from "../../../mocks/seed";

const port = Number(process.env.MOCK_PORT);
const broken = [
  http.get("*/mining/active", () => HttpResponse.json({ status: true, result: "not the collections" })),
  http.post("*/api/v1/user/login", async ({ request }) => {
    try {
      JSON.parse(await request.clone().text());
    } catch {
      return new HttpResponse("Internal Server Error", { status: 500 });
    }
    return undefined; // a well-formed body goes on to the real handler
  }),
];
seed();
createMockServer({ handlers: [...broken, ...handlers], origin: `http://127.0.0.1:${port}` }).listen(port, "127.0.0.1", () =>
  console.log("broken target ready"),
);
