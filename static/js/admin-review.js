// The French review screen has one form per text, and saving one leaves the page: French
// typed in another row was lost without a word (an editor's review). While another row holds
// French typed and not saved, the browser now asks before the page is left; staying keeps it.
// A row whose save was refused comes back with its French typed (data-unsaved): not saved.
(function () {
  "use strict";
  const typed = new Set(document.querySelectorAll("form.french-fix[data-unsaved]"));
  let sending = null;
  for (const form of document.querySelectorAll("form.french-fix")) {
    form.addEventListener("input", () => typed.add(form));
    form.addEventListener("submit", () => {
      sending = form;
    });
  }
  window.addEventListener("beforeunload", (event) => {
    if ([...typed].some((form) => form !== sending)) {
      event.preventDefault();
      sending = null; // stayed: the next save asks again
    }
  });
})();
