import { HttpResponse } from "msw";
import { appOrigins, brand } from "../config";

/**
 * The 3D world frame of the spatial page, stood in by a placeholder scene (a turning wireframe
 * room on a canvas) that speaks the page's protocol (accounts-identity.md §7) exactly as the real
 * world must:
 * - it tells the page it is ready (`ready`) and asks for the viewer's access (`getAcessTokenData`);
 * - it accepts `login-data`, `showPublicSpaceDataRecived` and the `getAcessTokenData` answer only
 *   from its parent window at the app's origin, and posts only to that origin (the app's origin
 *   that framed it, read from the referrer the frame is opened with);
 * - only the app's origins may frame it (frame-ancestors).
 * What it received is written on the scene, so a test (or a developer) can see the exchange.
 */
export function spatialScene() {
  const apps = appOrigins();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brand.name} 3D world (local stand-in)</title>
<style>
html,body{margin:0;height:100%;background:#0b0d1f;color:#eef;font:15px system-ui,sans-serif;overflow:hidden}
canvas{position:absolute;inset:0;width:100%;height:100%}
.hud{position:absolute;left:12px;right:12px;bottom:12px;background:rgba(10,12,30,.75);border-radius:10px;padding:10px 12px}
.hud h1{font-size:18px;margin:0 0 4px}.hud p{margin:2px 0}
.tag{position:absolute;top:10px;right:12px;font-size:12px;opacity:.7}
</style></head><body>
<canvas id="room" aria-hidden="true"></canvas>
<span class="tag">${brand.name} 3D world · local stand-in</span>
<section class="hud" aria-live="polite">
<h1 id="space">Waiting for the space…</h1>
<p id="about"></p>
<p id="viewer">Waiting for the viewer…</p>
<p id="access">Asking for access…</p>
</section>
<script>
(function () {
  var APPS = ${JSON.stringify(apps)};
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : "";
  var APP = APPS.indexOf(parentOrigin) >= 0 ? parentOrigin : APPS[0];
  var $ = function (id) { return document.getElementById(id); };
  function send(message) { window.parent.postMessage(message, APP); }
  window.addEventListener("message", function (event) {
    if (event.origin !== APP || event.source !== window.parent) return;
    var m = event.data || {};
    if (m.type === "login-data") {
      var d = m.data || {};
      $("viewer").textContent = d.signedIn ? "Signed in as " + d.username : "Visiting as a guest";
    } else if (m.type === "showPublicSpaceDataRecived") {
      var s = m.data || {};
      $("space").textContent = s.space ? s.space.name : s.owner + " has no space yet";
      $("about").textContent = s.space && s.space.about ? s.space.about : "";
    } else if (m.type === "getAcessTokenData") {
      var t = m.data && m.data.token;
      $("access").textContent = t ? "Access token received" : "No access token: visiting as a guest";
    }
  });
  send({ type: "ready" });
  send({ type: "getAcessTokenData" });

  var canvas = $("room"), ctx = canvas.getContext("2d");
  var pts = [[-1,-1,-1],[1,-1,-1],[1,1,-1],[-1,1,-1],[-1,-1,1],[1,-1,1],[1,1,1],[-1,1,1]];
  var edges = [[0,1],[1,2],[2,3],[3,0],[4,5],[5,6],[6,7],[7,4],[0,4],[1,5],[2,6],[3,7]];
  var still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  function draw(t) {
    var w = canvas.width = canvas.clientWidth, h = canvas.height = canvas.clientHeight, a = t / 2400;
    ctx.strokeStyle = "#7c5cff"; ctx.lineWidth = 2;
    var p = pts.map(function (v) {
      var x = v[0] * Math.cos(a) - v[2] * Math.sin(a), z = v[0] * Math.sin(a) + v[2] * Math.cos(a), k = Math.min(w, h) / 3 / (z + 3.2);
      return [w / 2 + x * k * 1.6, h / 2.4 + v[1] * k * 1.6];
    });
    ctx.beginPath();
    edges.forEach(function (e) { ctx.moveTo(p[e[0]][0], p[e[0]][1]); ctx.lineTo(p[e[1]][0], p[e[1]][1]); });
    ctx.stroke();
    if (!still) requestAnimationFrame(draw);
  }
  requestAnimationFrame(draw);
})();
</script></body></html>`;
  return new HttpResponse(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `frame-ancestors ${apps.join(" ")}`,
      "Cache-Control": "no-store",
    },
  });
}
