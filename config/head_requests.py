"""HEAD, as crawlers, link checkers and bots ask it: the headers of the GET answer, its ETag
and 304 included, and no body.

Django's views answer HEAD as GET, and Django leaves dropping the body to the server: its
own development server does, gunicorn does not. Gunicorn sent the whole body after a HEAD
answer's headers, which a client reads as the start of the next answer on the connection.
"""

from django.middleware.http import ConditionalGetMiddleware


class ConditionalGetOrHeadMiddleware(ConditionalGetMiddleware):
    """Django's ETag and 304, for HEAD as for GET. Django skips HEAD, taking its body to be
    empty already; here it is still the GET answer's (HeadWithoutBodyMiddleware drops it on
    the way out), so the ETag is the GET answer's, as HTTP asks.

    An If-Unmodified-Since is ignored where the answer has no Last-Modified, as HTTP asks
    (RFC 9110, 13.1.4): Django answered it 412 Precondition Failed, even for a date in 2099,
    to every API answer and most pages (a bot's review)."""

    def process_response(self, request, response):
        unmodified_since = None
        if not response.has_header("Last-Modified"):
            unmodified_since = request.META.pop(UNMODIFIED_SINCE, None)
        method = request.method
        if method == "HEAD":
            request.method = "GET"  # what Django's middleware answers conditionally
        try:
            return super().process_response(request, response)
        finally:
            request.method = method
            if unmodified_since is not None:
                request.META[UNMODIFIED_SINCE] = unmodified_since


UNMODIFIED_SINCE = "HTTP_IF_UNMODIFIED_SINCE"


class HeadWithoutBodyMiddleware:
    """The answer to HEAD sent without its body. Outermost, so that every other middleware
    (the gzip one included) handles it as a GET answer: its Content-Length is the GET
    answer's, as HTTP allows."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.method == "HEAD":
            if response.streaming:
                response.streaming_content = ()
            else:
                response.content = b""
        return response
