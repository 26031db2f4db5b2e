// The static reader: shows one page of pages.json and obeys the viewer's goToPage message,
// posted by /flipbook in Original mode as { type: "goToPage", page: n } (same origin only).
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  var pageEl = document.getElementById("page");
  var counter = document.getElementById("counter");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var pages = [];
  var current = 1;
  var pending = null;

  if (params.get("render") === "1") document.body.classList.add("render");
  // Inside /flipbook's Original mode, whose own bars have the title, the counter and the arrows.
  if (window.parent !== window) document.body.classList.add("embedded");

  function clamp(n) {
    var page = parseInt(n, 10);
    if (!isFinite(page) || page < 1) return 1;
    return Math.min(page, pages.length || 1);
  }

  function show(n, fromMessage) {
    if (!pages.length) {
      pending = n;
      return;
    }
    current = clamp(n);
    var page = pages[current - 1];
    if (!page) return;
    pageEl.innerHTML = page.content + '<span class="page-number">' + current + "</span>";
    pageEl.setAttribute("aria-label", "Page " + current + ": " + page.title);
    pageEl.dataset.page = String(current);
    counter.textContent = current + " / " + pages.length;
    prev.disabled = current <= 1;
    next.disabled = current >= pages.length;
    document.title = page.title + " · Saga of Salvation (SOS) Book 1";
    if (!fromMessage && window.parent !== window) {
      window.parent.postMessage({ type: "pageChanged", page: current }, location.origin);
    }
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== location.origin) return;
    var data = event.data;
    if (data && data.type === "goToPage") show(data.page, true);
  });
  prev.addEventListener("click", function () { show(current - 1); });
  next.addEventListener("click", function () { show(current + 1); });
  document.addEventListener("keydown", function (event) {
    if (event.key === "ArrowLeft") show(current - 1);
    if (event.key === "ArrowRight") show(current + 1);
  });

  fetch("pages.json")
    .then(function (response) { return response.json(); })
    .then(function (book) {
      pages = book.pages;
      show(pending || params.get("page") || 1, true);
      document.body.dataset.ready = "true";
      if (window.parent !== window) window.parent.postMessage({ type: "readerReady" }, location.origin);
    })
    .catch(function () {
      pageEl.innerHTML = '<p class="loading">The book could not be loaded. Please refresh the page.</p>';
    });
})();
