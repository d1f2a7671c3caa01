"""Real local web servers for the download tests: plain HTTP, or HTTPS with a throw-away
certificate that the test makes the client trust."""

import shutil
import ssl
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse


@dataclass(frozen=True)
class TlsCertificate:
    """A self-signed certificate for 127.0.0.1 (also its own certificate authority)."""

    cert_file: Path
    key_file: Path


def tls_certificate_make(folder: Path) -> TlsCertificate:
    """Make one with Debian's openssl command; RuntimeError if openssl is not installed."""
    openssl = shutil.which("openssl")
    if openssl is None:
        raise RuntimeError("the openssl command is not installed")
    certificate = TlsCertificate(folder / "cert.pem", folder / "key.pem")
    key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    name = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]
    files = ["-keyout", str(certificate.key_file), "-out", str(certificate.cert_file)]
    command = [openssl, "req", "-x509", "-days", "2", *key, *name, *files]
    subprocess.run(command, check=True, capture_output=True)
    return certificate


@dataclass
class LocalServer:
    url: str
    requests: list[str] = field(default_factory=list)  # the paths asked for, in order


@contextmanager
def serve_folder(folder: Path, *, tls: TlsCertificate | None = None) -> Iterator[LocalServer]:
    """Serve `folder` on 127.0.0.1, over HTTPS when given a certificate.

    `/redirect?to=URL` answers 302 to URL, for the tests of redirects.
    """
    served = LocalServer(url="")
    handler = partial(_Handler, served.requests, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    if tls is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(tls.cert_file, tls.key_file)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    served.url = f"{'https' if tls else 'http'}://127.0.0.1:{server.server_port}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield served
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


class _Handler(SimpleHTTPRequestHandler):
    def __init__(self, requests: list[str], *args, **kwargs) -> None:
        self._requests = requests
        super().__init__(*args, **kwargs)

    def do_GET(self) -> None:
        self._requests.append(self.path)
        url = urlparse(self.path)
        if url.path == "/redirect":
            self.send_response(302)
            self.send_header("Location", parse_qs(url.query)["to"][0])
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the stdlib's name
        pass
