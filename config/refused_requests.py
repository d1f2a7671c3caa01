"""Requests the site refuses are logged on one line each: a visitor's bad request is no error
of the site, and each one wrote a whole traceback, which anyone could fill the logs with
(Django's django.security refusals, a Host it does not serve or a thousand parameters, as
ERROR; an editor's action refused, 403, as a WARNING of django.request). The site's own
errors (500) keep theirs."""

import logging


class OneLineWarning(logging.Filter):
    """Refusals as one-line warnings, without their traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.startswith("django.security"):
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        if record.levelno < logging.ERROR:
            record.exc_info = record.exc_text = None
        return True
