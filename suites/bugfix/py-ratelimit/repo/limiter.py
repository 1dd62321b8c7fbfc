"""Sliding-window rate limiter.

A client may make at most `limit` requests in any window of `window_ms` milliseconds: a request
at time t counts the client's accepted requests in (t - window_ms, t]. A request made exactly
window_ms ago has left the window.
"""

import time
from collections import deque


def _monotonic_ms():
    return time.monotonic_ns() // 1_000_000


class SlidingWindowLimiter:
    def __init__(self, limit, window_ms, clock=_monotonic_ms):
        if limit < 1 or window_ms < 1:
            raise ValueError("limit and window_ms must be positive")
        self.limit = limit
        self.window = window_ms
        self.clock = clock
        self._hits = {}  # key -> deque of accepted request times (ms), oldest first

    def _now(self, now):
        return self.clock() if now is None else now

    def allow(self, key, now=None):
        """Record a request for key and say whether it is accepted."""
        now = self._now(now)
        q = self._hits.setdefault(key, deque())
        while q and q[0] < now - self.window:
            q.popleft()
        if len(q) >= self.limit:
            return False
        q.append(now)
        return True

    def remaining(self, key, now=None):
        """How many more requests key may make at time now."""
        now = self._now(now)
        q = self._hits.get(key, ())
        used = sum(1 for t in q if t >= now - self.window)
        return max(0, self.limit - used)

    def retry_after(self, key, now=None):
        """Milliseconds until key may make a request again (0 if it may now)."""
        now = self._now(now)
        if self.remaining(key, now) > 0:
            return 0
        q = self._hits[key]
        oldest = next(t for t in q if t >= now - self.window)
        return oldest + self.window - now

    def reset(self, key):
        self._hits.pop(key, None)
