"""Requests Django refuses as suspicious (a Host it does not serve, a thousand parameters) are
logged on one line, as warnings: a visitor's bad request is no error of the site, and each
one wrote an ERROR with a whole traceback, which anyone could fill the logs with."""

import logging


class OneLineWarning(logging.Filter):
    """Records of the django.security loggers, as one-line warnings without their traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.startswith("django.security"):
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = record.exc_text = None
        return True
