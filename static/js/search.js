// The search page: on a wide screen the answer sits beside the results, so it opens in
// full; on a narrow one it stays folded to its first lines, and the results start on the
// first screen. Without this script the answer is folded everywhere, one click from whole.
"use strict";
if (window.matchMedia("(min-width: 64rem)").matches) {
  for (const more of document.querySelectorAll("details.answer-more")) {
    more.open = true;
  }
}
