"""Rate limiting for the API: wraps a handler(request) -> (status, headers, body)."""

import math

from limiter import SlidingWindowLimiter


def client_key(request):
    return request.get("api_key") or request.get("remote_addr", "anonymous")


class RateLimitMiddleware:
    def __init__(self, handler, limit=5, window_ms=1000, clock=None):
        kwargs = {"clock": clock} if clock else {}
        self.handler = handler
        self.limiter = SlidingWindowLimiter(limit, window_ms, **kwargs)

    def __call__(self, request, now=None):
        key = client_key(request)
        if not self.limiter.allow(key, now):
            wait_ms = self.limiter.retry_after(key, now)
            headers = {
                "Retry-After": str(math.ceil(wait_ms / 1000)),
                "X-RateLimit-Limit": str(self.limiter.limit),
                "X-RateLimit-Remaining": "0",
            }
            return 429, headers, "rate limit exceeded"
        status, headers, body = self.handler(request)
        headers = dict(headers)
        headers["X-RateLimit-Limit"] = str(self.limiter.limit)
        headers["X-RateLimit-Remaining"] = str(self.limiter.remaining(key, now))
        return status, headers, body
