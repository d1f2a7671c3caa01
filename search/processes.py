"""Processes forked by Whoosh's parallel writer must not outlive the rebuild that made them.

They wait on a queue for documents from the process running the rebuild; if that process is
killed (SIGKILL, an out-of-memory kill), nobody ever tells them to stop and they would wait
for ever. On Linux, a child forked while `die_with_this_one()` is active asks the kernel to
kill it when its parent dies (prctl PR_SET_PDEATHSIG).
"""

import ctypes
import os
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager

PR_SET_PDEATHSIG = 1
_active = False
_parent_pid: int | None = None


@contextmanager
def die_with_this_one() -> Iterator[None]:
    global _active, _parent_pid
    _active, _parent_pid = True, os.getpid()
    try:
        yield
    finally:
        _active = False


def _after_fork_in_child() -> None:
    if not _active:
        return
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != _parent_pid:  # the parent died before the request was made
        os._exit(1)


if sys.platform == "linux":
    # Looked up here, not in the child: loading a library right after a fork from a process
    # with threads (a progress bar's, a queue's) could wait on a lock no thread will release.
    _prctl = ctypes.CDLL(None, use_errno=True).prctl
    os.register_at_fork(after_in_child=_after_fork_in_child)
