// The search box suggests names as one types: the keywords, glossary terms and cards whose
// name, in French or English, starts with what is typed (GET /api/suggest). Without this
// script the box works as before, with no suggestions.
"use strict";
(() => {
  const input = document.getElementById("search-q");
  const list = document.getElementById("search-suggestions");
  if (!input || !list || !input.dataset.suggestUrl) {
    return;
  }
  const lang = document.documentElement.lang === "fr" ? "fr" : "en";
  const WAIT_MS = 150; // after the last key: one request per pause, not per letter
  let timer = null;
  let pending = null;

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(suggest, WAIT_MS);
  });

  async function suggest() {
    const typed = input.value.trim();
    if (pending) {
      pending.abort();
    }
    if (typed.length < 2 || typed.length > 100) {
      list.replaceChildren();
      return;
    }
    pending = new AbortController();
    const query = new URLSearchParams({ q: typed, lang });
    try {
      const response = await fetch(`${input.dataset.suggestUrl}?${query}`, {
        signal: pending.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) {
        return;
      }
      const answer = await response.json();
      if (input.value.trim() !== typed) {
        return; // typed on since: the next answer fills the list
      }
      // Text only: each name is an option's value, never markup. An option fills the box
      // with its text alone, so a name offered twice (a keyword and its glossary entry,
      // « Piétinement ») is listed once.
      const titles = new Set(answer.suggestions.map((suggestion) => suggestion.title));
      list.replaceChildren(
        ...[...titles].map((title) => {
          const option = document.createElement("option");
          option.value = title;
          return option;
        }),
      );
    } catch (error) {
      if (error.name !== "AbortError") {
        list.replaceChildren();
      }
    }
  }
})();
