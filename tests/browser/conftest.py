"""Playwright (sync API) driving Debian's chromium against pytest-django's live server.

Chromium is /usr/bin/chromium (Debian's package; Playwright never downloads a browser here).
Where it is missing the tests skip with a reason, except in CI (CI set), where they fail.
Every test records a screenshot per step; when it fails they are written, with one of the
page as it was at the failure, under test-artifacts/<test name>/.
"""

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("GRIMOIRE_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# Records what a page's Content-Security-Policy blocked, before any script of the page runs.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(
    `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
    `at ${event.sourceFile || document.location.href}:${event.lineNumber}`
  );
});
"""


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def chromium(live_server) -> Iterator:
    """Chromium for one test, started once the test database is set up and filled.

    Playwright's sync API runs an event loop in this thread: from then on Django takes the
    thread for an async context and refuses the ORM here. A test reads the database between
    two browser steps through tests.browser.support.outside_the_browser_loop().
    """
    if not CHROMIUM.exists():
        reason = f"Debian's chromium is not installed at {CHROMIUM} (apt-get install chromium)"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests: {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
        )
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class Visit:
    """A browser tab, with its step screenshots and what the console and the CSP reported."""

    page: object
    base_url: str
    # (step, PNG), or (step, why Chromium could not take it)
    screenshots: list[tuple[str, bytes | str]] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def goto(self, path: str) -> None:
        self.page.goto(self.base_url + path)

    def step(self, name: str) -> None:
        """Screenshot of this step (written out only if the test fails). It is a record, not
        a check: Chromium's "Unable to capture screenshot", seen once on a busy machine, is
        kept in its place instead of failing what the test checks."""
        from playwright.sync_api import Error as PlaywrightError

        self.page.wait_for_load_state("load")
        try:
            shot = self.page.screenshot(full_page=True)
        except PlaywrightError as error:
            shot = str(error)
        self.screenshots.append((name, shot))

    def csp_violations(self) -> list[str]:
        return self.page.evaluate("window.__cspViolations || []")

    def assert_clean(self) -> None:
        """No CSP violation on the current page, no script error anywhere so far."""
        assert self.csp_violations() == [], self.page.url
        blocked = [m for m in self.console_errors if "Content Security Policy" in m]
        assert blocked == [], self.page.url
        assert self.page_errors == [], self.page.url


def _new_visit(chromium, base_url: str, locale: str) -> Visit:
    context = chromium.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    context.add_init_script(CSP_LISTENER)
    page = context.new_page()
    visit = Visit(page=page, base_url=base_url)

    def on_console(message) -> None:
        if message.type == "error":
            visit.console_errors.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda error: visit.page_errors.append(str(error)))
    return visit


@pytest.fixture
def browse(request, live_server, chromium) -> Iterator:
    """browse(locale) -> a Visit in a new browser context (its own cookies and language)."""
    visits: list[Visit] = []

    def open_visit(locale: str = "fr-FR") -> Visit:
        visit = _new_visit(chromium, live_server.url, locale)
        visits.append(visit)
        return visit

    yield open_visit

    failed = any(
        getattr(request.node, f"report_{when}", None) is not None
        and getattr(request.node, f"report_{when}").failed
        for when in ("setup", "call")
    )
    if failed:
        folder = ARTIFACTS / re.sub(r"[^\w.-]+", "_", request.node.nodeid)
        folder.mkdir(parents=True, exist_ok=True)
        for number, visit in enumerate(visits, start=1):
            for step, (name, shot) in enumerate(visit.screenshots, start=1):
                if isinstance(shot, bytes):
                    (folder / f"visit{number}-{step:02d}-{name}.png").write_bytes(shot)
                else:
                    (folder / f"visit{number}-{step:02d}-{name}.txt").write_text(shot)
            try:
                visit.page.screenshot(path=folder / f"visit{number}-at-failure.png", full_page=True)
            except Exception as error:  # the page may be gone; the step screenshots remain
                (folder / f"visit{number}-at-failure.txt").write_text(str(error))
            log = "\n".join(visit.console_errors + visit.page_errors)
            (folder / f"visit{number}-console.txt").write_text(log)
    for visit in visits:
        visit.page.context.close()
