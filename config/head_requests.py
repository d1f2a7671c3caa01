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
    the way out), so the ETag is the GET answer's, as HTTP asks."""

    def process_response(self, request, response):
        if request.method != "HEAD":
            return super().process_response(request, response)
        request.method = "GET"  # what Django's middleware answers conditionally
        try:
            return super().process_response(request, response)
        finally:
            request.method = "HEAD"


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
