// The phone menu is a <details>, which opens and closes with no script. With it, Escape closes
// the open menu too, and the keyboard is back on its button, as on a menu one expects it.
"use strict";
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") {
    return;
  }
  const menu = document.querySelector("details.phone-menu[open]");
  if (menu && menu.contains(document.activeElement)) {
    menu.open = false;
    menu.querySelector("summary").focus();
  }
});
