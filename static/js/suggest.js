// The search box suggests names as one types: the keywords, glossary terms and cards whose
// name, in French or English, starts with what is typed, accents or not (GET /api/suggest).
// The list is the script's own (an ARIA combobox and its listbox), not a <datalist>: browsers
// show only the options of a datalist that hold the typed letters as typed, so « eclair »
// showed none of the « Éclair… » names the server found. Without this script the box works
// as a plain search box.
"use strict";
(() => {
  const input = document.getElementById("search-q");
  const list = document.getElementById("search-suggestions");
  const status = document.getElementById("search-suggestions-status");
  if (!input || !list || !status || !input.dataset.suggestUrl) {
    return;
  }
  const lang = document.documentElement.lang === "fr" ? "fr" : "en";
  const WAIT_MS = 150; // after the last key: one request per pause, not per letter
  let timer = null;
  let pending = null;
  let active = -1; // the option the arrow keys are on; -1: none, the caret is in the box

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("autocomplete", "off");

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(suggest, WAIT_MS);
  });
  input.addEventListener("keydown", onKey);
  input.addEventListener("blur", () => close());
  // A press on an option keeps the focus in the box (no blur closing the list first).
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = event.target.closest('[role="option"]');
    if (option) {
      choose(option);
    }
  });

  function options() {
    return [...list.querySelectorAll('[role="option"]')];
  }

  function onKey(event) {
    const all = options();
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!all.length) {
        return;
      }
      event.preventDefault();
      if (list.hidden) {
        open();
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the box, down goes to the first option and up to the last; past an end, back
      // to the box, where the text typed is.
      const next = active === -1 ? (step === 1 ? 0 : all.length - 1) : active + step;
      highlight(next >= 0 && next < all.length ? next : -1);
    } else if (event.key === "Enter" && !list.hidden && active !== -1) {
      event.preventDefault();
      choose(all[active]);
    } else if (event.key === "Escape" && !list.hidden) {
      event.preventDefault(); // closes the list, keeps the text (a second Escape clears it)
      close();
    } else if (event.key === "Tab") {
      close();
    }
  }

  function highlight(index) {
    const all = options();
    all.forEach((option, at) => option.setAttribute("aria-selected", String(at === index)));
    active = index;
    if (index === -1) {
      input.removeAttribute("aria-activedescendant");
    } else {
      input.setAttribute("aria-activedescendant", all[index].id);
      all[index].scrollIntoView({ block: "nearest" });
    }
  }

  function choose(option) {
    input.value = option.dataset.name;
    close();
    input.form.requestSubmit();
  }

  function open() {
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    highlight(-1);
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
  }

  function show(suggestions) {
    // Text only: each name is an option's text, never markup. A name offered twice (a
    // keyword and its glossary entry, « Piétinement ») is listed once.
    const seen = new Set();
    const items = [];
    for (const suggestion of suggestions) {
      if (seen.has(suggestion.title)) {
        continue;
      }
      seen.add(suggestion.title);
      const option = document.createElement("li");
      option.id = `search-suggestion-${items.length}`;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.lang = suggestion.title_lang === "fr" ? "fr" : "en"; // read in its own language
      option.textContent = suggestion.title;
      option.dataset.name = suggestion.title;
      if (lang === "fr" && option.lang === "en") {
        option.append(" ", nameTag(list.dataset.english)); // as the lists tag an English name
      } else if (lang === "fr" && list.dataset[`${suggestion.title_fr_source}Tag`]) {
        // A French name found on printed cards or entered by an editor, as the lists say.
        const source = suggestion.title_fr_source;
        option.append(" ", nameTag(list.dataset[`${source}Tag`], list.dataset[`${source}Title`]));
      }
      items.push(option);
    }
    list.replaceChildren(...items);
    active = -1;
    input.removeAttribute("aria-activedescendant");
    if (items.length && document.activeElement === input) {
      open();
    } else {
      close();
    }
    announce(items.length);
  }

  function nameTag(text, title) {
    const tag = document.createElement("span");
    tag.className = "lang-tag name-tag";
    tag.lang = lang;
    tag.textContent = text;
    if (title) {
      tag.title = title;
    }
    return tag;
  }

  function announce(count) {
    const message = count === 1 ? status.dataset.one : status.dataset.many;
    status.textContent = count ? message.replace("{count}", String(count)) : "";
  }

  async function suggest() {
    const typed = input.value.trim();
    if (pending) {
      pending.abort();
    }
    if (typed.length < 2 || typed.length > 100) {
      show([]);
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
      show(answer.suggestions);
    } catch (error) {
      if (error.name !== "AbortError") {
        show([]);
      }
    }
  }
})();
