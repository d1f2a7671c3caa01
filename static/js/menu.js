// The phone menu is a <details>, which opens and closes with no script. With it, Escape closes
// the open menu too, wherever the keyboard is (a tap on the page leaves it on the page), and
// the keyboard that was in the menu is back on its button, as on a menu one expects it.
"use strict";
document.addEventListener("keydown", (event) => {
  // An Escape another control used (the search box closing its suggestions) is not the menu's.
  if (event.key !== "Escape" || event.defaultPrevented) {
    return;
  }
  const menu = document.querySelector("details.phone-menu[open]");
  if (!menu) {
    return;
  }
  const wasInside = menu.contains(document.activeElement);
  menu.open = false;
  if (wasInside) {
    menu.querySelector("summary").focus();
  }
});
