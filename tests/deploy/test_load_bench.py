"""bench/load.py: what it reads from wrk's output and from /proc."""

import importlib.util
import os
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parents[2]

WRK_OUTPUT = """\
Running 20s test @ http://127.0.0.1:40123
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    84.41ms   31.02ms 412.60ms   71.23%
    Req/Sec    95.12     20.43   150.00     68.00%
  Latency Distribution
     50%   80.12ms
     75%   99.50ms
     90%  124.00ms
     99%    1.21s
  3801 requests in 20.02s, 41.27MB read
  Non-2xx or 3xx responses: 3
  Socket errors: connect 0, read 1, write 0, timeout 2
Requests/sec:    189.86
Transfer/sec:      2.06MB
Latency Percentiles (script)
  50%  80.120ms
  90%  124.000ms
  95%  301.500ms
  99%  1210.000ms
  max  1412.250ms
"""


def load_module():
    spec = importlib.util.spec_from_file_location("bench_load", BASE_DIR / "bench" / "load.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_wrk_output_is_read_into_figures():
    result = load_module().parse_wrk(WRK_OUTPUT)
    assert result.requests == 3801
    assert result.seconds == 20.02
    assert result.requests_per_second == 189.86
    assert result.latency_ms == {
        "50%": 80.12,
        "75%": 99.5,
        "90%": 124.0,
        "95%": 301.5,
        "99%": 1210.0,
        "max": 1412.25,
    }
    assert result.p99_ms == 1210.0
    assert result.non_2xx_3xx == 3
    assert result.socket_errors == 3


def test_microseconds_and_a_clean_run():
    output = (
        WRK_OUTPUT.replace("80.12ms", "950.00us")
        .replace("80.120ms", "0.950ms")
        .replace("  Non-2xx or 3xx responses: 3\n", "")
    )
    output = output.replace("read 1, write 0, timeout 2", "read 0, write 0, timeout 0")
    result = load_module().parse_wrk(output)
    assert result.latency_ms["50%"] == pytest.approx(0.95)
    assert result.non_2xx_3xx == 0 and result.socket_errors == 0


def test_worker_memory_is_read_from_proc():
    module = load_module()
    figures = module.memory_kib(os.getpid())
    assert figures["VmRSS"] > 1000 and figures["VmHWM"] >= figures["VmRSS"]
    if Path("/proc/self/smaps_rollup").exists():
        assert 0 < figures["Pss"] <= figures["VmRSS"]
    assert os.getpid() in module.children_of(os.getppid())


def test_workers_cpu_counts_live_workers_and_those_already_replaced():
    """A worker recycled during a run (--max-requests) ends; its CPU time must still count."""
    import subprocess
    import sys

    module = load_module()
    burn = [
        sys.executable,
        "-c",
        "import time\nend = time.process_time() + 0.5\nwhile time.process_time() < end: pass",
    ]
    before = module.workers_cpu_seconds(os.getpid())
    subprocess.run(burn, check=True)  # ended and reaped, as gunicorn reaps a replaced worker
    after_reaped = module.workers_cpu_seconds(os.getpid())
    assert after_reaped - before >= 0.4
    live = subprocess.Popen([*burn[:2], burn[2] + "\ntime.sleep(30)"])
    try:
        while module.workers_cpu_seconds(os.getpid()) - after_reaped < 0.4:
            assert live.poll() is None
    finally:
        live.kill()
        live.wait()


def test_hostile_target_asks_the_api_in_both_languages(demo_data):
    from urllib.parse import parse_qs, urlsplit

    paths = load_module().hostile_paths(12)
    assert len(paths) == len(set(paths)) == 12
    asked = [parse_qs(urlsplit(path).query) for path in paths]
    assert all(urlsplit(path).path == "/api/search" for path in paths)
    assert {query["lang"][0] for query in asked} == {"en", "fr"}
    assert all(query["q"][0].strip() for query in asked)


def test_suggest_target_asks_each_prefix_of_each_query_once():
    from urllib.parse import parse_qs, urlsplit

    paths = load_module().suggest_paths([("fr", "c'est quoi"), ("en", "c'est quoi"), ("fr", "cr")])
    asked = [parse_qs(urlsplit(path).query) for path in paths]
    assert all(urlsplit(path).path == "/api/suggest" for path in paths)
    assert [(query["q"][0], query["lang"][0]) for query in asked if query["lang"][0] == "fr"] == [
        ("c'", "fr"),
        ("c'e", "fr"),
        ("c'es", "fr"),
        ("c'est", "fr"),  # asked once: the script trims "c'est " to it
        ("c'est q", "fr"),
        ("c'est qu", "fr"),
        ("c'est quo", "fr"),
        ("c'est quoi", "fr"),
        ("cr", "fr"),
    ]
    assert len(paths) == len(set(paths)) == 17


@pytest.fixture
def counting_server():
    """A local HTTP server that counts the paths it is asked; /slow answers after 50 ms."""
    import threading
    import time
    from collections import Counter
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    asked = Counter()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            asked[self.path] += 1
            if self.path.startswith("/slow"):
                time.sleep(0.05)
            self.send_response(404 if self.path.startswith("/missing") else 200)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", asked
    server.shutdown()
    server.server_close()
    thread.join()


def test_a_first_time_target_asks_each_path_once(counting_server):
    """The questions and hostile targets measure each query as a worker first meets it."""
    base_url, asked = counting_server
    paths = [f"/api/search?q=question{number}&lang=en" for number in range(7)]
    paths += ["/slow?q=slow+one&lang=fr", "/missing?q=gone&lang=en"]
    result = load_module().ask_each_once(base_url, paths, seconds=60)
    assert asked == {path: 1 for path in paths}
    assert result.requests == len(paths) and result.socket_errors == 0
    assert result.non_2xx_3xx == 1
    assert result.slowest[0][1] == "/slow?q=slow+one&lang=fr"
    assert result.latency_ms["max"] >= 50 and result.slowest[0][0] >= 50
    assert result.latency_ms["50%"] <= result.latency_ms["95%"] <= result.latency_ms["max"]


def test_a_first_time_target_stops_at_its_duration(counting_server):
    base_url, asked = counting_server
    paths = [f"/slow?q={number}&lang=en" for number in range(40)]
    result = load_module().ask_each_once(base_url, paths, seconds=0.2)
    assert 0 < result.requests < len(paths)
    assert sum(asked.values()) == result.requests


def test_percentiles_are_nearest_rank():
    percentile = load_module()._percentile
    ordered = [float(value) for value in range(1, 101)]
    assert percentile(ordered, 50) == 50.0 and percentile(ordered, 95) == 95.0
    assert percentile([7.0], 99) == 7.0


def test_server_times_are_read_from_the_access_log(tmp_path):
    """gunicorn's own time per request (ACCESS_LOG_FORMAT: microseconds, path, query), for
    the paths the target asked: not the warm-up's nor the editor's requests."""
    bench = load_module()
    asked = [f"/api/search?q=word{number}&lang=fr" for number in range(1, 5)]
    log = tmp_path / bench.ACCESS_LOG
    log.write_text(
        "812 /healthz?\n"  # no query string: gunicorn's %(q)s is empty
        "4000 /api/search?q=word1&lang=fr\n"
        "120000 /admin/rulings/ruling/1/change/?\n"
        "9000 /api/search?q=word2&lang=fr\n"
        "2500 /api/search?q=word3&lang=fr\n"
        "61500 /api/search?q=word4&lang=fr\n"
        "garbled line\n",
        encoding="utf-8",
    )
    result = bench.WrkResult()
    bench.with_server_times(result, asked, log)
    assert result.server_ms == {"50%": 4.0, "95%": 61.5, "99%": 61.5, "max": 61.5}
    assert result.server_slowest[0] == (61.5, "/api/search?q=word4&lang=fr")
    assert len(result.server_slowest) == 4


def test_a_server_time_longer_than_the_client_waited_is_left_out_as_a_clock_step(tmp_path):
    """gunicorn times a request with the wall clock; a step of it during a request shows a
    time the client never waited (9 s against 115 ms, seen on this machine)."""
    bench = load_module()
    asked = ["/api/search?q=word1&lang=fr", "/api/search?q=word2&lang=fr"]
    log = tmp_path / bench.ACCESS_LOG
    log.write_text(
        "9009500 /api/search?q=word1&lang=fr\n4000 /api/search?q=word2&lang=fr\n",
        encoding="utf-8",
    )
    result = bench.WrkResult(client_ms={asked[0]: 114.8, asked[1]: 5.1})
    bench.with_server_times(result, asked, log)
    assert result.clock_steps == 1
    assert result.server_ms["max"] == 4.0
    assert result.server_slowest == [(4.0, asked[1])]
