// The search page: on a wide screen the answer sits beside the results, so it opens in
// full; on a narrow one it stays folded to its first lines, and the results start on the
// first screen. Without this script the answer is folded everywhere, one click from whole.
"use strict";
if (window.matchMedia("(min-width: 64rem)").matches) {
  for (const more of document.querySelectorAll("details.answer-more")) {
    more.open = true;
  }
}

// The answer takes the keyboard's focus (tabindex="0" in the page) where it scrolls on its
// own, beside the results, so that the arrow keys scroll it. Where it does not scroll (on a
// phone, where the page scrolls it, or an answer short enough to show whole), it was a stop
// that did nothing: it takes the focus only while it scrolls. Without this script it keeps it.
{
  // A block of its own: the page's scripts share one global scope.
  const answer = document.querySelector("section.answer");
  if (answer) {
    const focusableWhileItScrolls = () => {
      if (answer.scrollHeight > answer.clientHeight) {
        answer.tabIndex = 0;
      } else {
        answer.removeAttribute("tabindex");
      }
    };
    focusableWhileItScrolls();
    // Its height changes with the window's; its text's, when a fold in it opens or closes.
    new ResizeObserver(focusableWhileItScrolls).observe(answer);
    answer.addEventListener("toggle", focusableWhileItScrolls, true);
  }
}
