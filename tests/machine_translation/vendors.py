"""Local HTTP servers that speak LibreTranslate's and DeepL's documented protocols.

Each runs on 127.0.0.1 in a thread, records every request (path, headers, JSON body), and
answers as the vendor does. A test can script failures (an HTTP status for the next
requests) or slowness (sleep before answering). The "translation" is a small phrase book that
keeps placeholder tags where they were, as the real engines do.
"""

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PHRASES = {
    "can't target itself.": "ne peut pas se cibler elle-même.",
    "Tap target permanent.": "Engagez le permanent ciblé.",
    "When you cast this spell, copy it.": "Quand vous lancez ce sort, copiez-le.",
    "There are limits, after all.": "Il y a des limites, après tout.",
    "You may cast it twice.": "Vous pouvez le lancer deux fois.",
}


def fake_translate(markup: str) -> str:
    """French for the phrases it knows, "[fr] ..." otherwise (which Grimoire refuses to
    publish); tags are kept in place."""
    french = markup
    for english, phrase in PHRASES.items():
        french = french.replace(english, phrase)
    return french if french != markup else f"[fr] {markup}"


# Engines that answer HTTP 200 without French, as a misconfigured or failing server does.
def echo(markup: str) -> str:
    return markup


def labelled(markup: str) -> str:
    return f"[FR] {markup}"


def wrapped(markup: str) -> str:
    return f"<p>{fake_translate(markup)}</p>"


@dataclass
class Recorded:
    path: str
    headers: dict
    body: dict


@dataclass
class VendorServer:
    url: str = ""
    requests: list[Recorded] = field(default_factory=list)
    failures: list[tuple[int, dict]] = field(default_factory=list)  # answered first, in order
    delay: float = 0.0
    translate: callable = fake_translate

    def fail_next(self, status: int, body: dict, times: int = 1) -> None:
        self.failures += [(status, body)] * times


def _handler(server: VendorServer, answer):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            length = int(self.headers.get("Content-Length", 0))
            body = json.loads(self.rfile.read(length) or b"{}")
            server.requests.append(Recorded(self.path, dict(self.headers), body))
            if server.delay:
                time.sleep(server.delay)
            if server.failures:
                status, document = server.failures.pop(0)
            else:
                status, document = answer(self, body)
            self._send(status, document)

        def _send(self, status: int, document: dict) -> None:
            payload = json.dumps(document).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test): nothing to answer to

        def log_message(self, *args) -> None:
            pass

    return Handler


def libretranslate_answer(server: VendorServer, api_key: str = ""):
    def answer(handler, body: dict) -> tuple[int, dict]:
        if handler.path != "/translate":
            return 404, {"error": "Not Found"}
        if api_key and body.get("api_key") != api_key:
            return 403, {"error": "Invalid API key"}
        if body.get("source") != "en" or body.get("target") != "fr":
            return 400, {"error": "Invalid request: unsupported language pair"}
        if body.get("format") not in ("text", "html"):
            return 400, {"error": "Invalid request: format"}
        q = body.get("q")
        if isinstance(q, str):
            return 200, {"translatedText": server.translate(q)}
        return 200, {"translatedText": [server.translate(text) for text in q]}

    return answer


def deepl_answer(server: VendorServer, auth_key: str):
    def answer(handler, body: dict) -> tuple[int, dict]:
        if handler.path != "/v2/translate":
            return 404, {"message": "Not found"}
        if handler.headers.get("Authorization") != f"DeepL-Auth-Key {auth_key}":
            return 403, {
                "message": "Authorization failed. Please supply a valid auth_key parameter."
            }
        if body.get("target_lang") != "FR" or not isinstance(body.get("text"), list):
            return 400, {"message": "Bad request. Reason: Value for 'target_lang' not supported."}
        translations = [
            {"detected_source_language": "EN", "text": server.translate(text)}
            for text in body["text"]
        ]
        return 200, {"translations": translations}

    return answer


class running:  # noqa: N801 - used as a context manager, like open()
    """Serve `answer` for `server` on 127.0.0.1 (a free port) for the duration of a `with`."""

    def __init__(self, server: VendorServer, answer) -> None:
        self.server = server
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(server, answer))
        self.httpd.daemon_threads = True

    def __enter__(self) -> VendorServer:
        host, port = self.httpd.server_address[:2]
        self.server.url = f"http://{host}:{port}"
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self.thread.start()
        return self.server

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()
