import unittest

from limiter import SlidingWindowLimiter
from middleware import RateLimitMiddleware


def hello(request):
    return 200, {}, "ok"


class HiddenBoundaryTest(unittest.TestCase):
    def test_steady_rate_at_the_limit_is_never_throttled(self):
        lim = SlidingWindowLimiter(5, 1000)
        results = [lim.allow("client", t) for t in range(0, 5000, 200)]
        self.assertTrue(all(results), results)

    def test_hit_exactly_one_window_ago_has_expired(self):
        lim = SlidingWindowLimiter(2, 1000)
        self.assertTrue(lim.allow("a", 0))
        self.assertTrue(lim.allow("a", 100))
        self.assertFalse(lim.allow("a", 999))
        self.assertTrue(lim.allow("a", 1000))
        self.assertFalse(lim.allow("a", 1050))
        self.assertTrue(lim.allow("a", 1100))

    def test_remaining_uses_the_same_window(self):
        lim = SlidingWindowLimiter(2, 1000)
        lim.allow("a", 0)
        lim.allow("a", 100)
        self.assertEqual(lim.remaining("a", 999), 0)
        self.assertEqual(lim.remaining("a", 1000), 1)
        self.assertEqual(lim.remaining("a", 1100), 2)

    def test_retry_after_points_at_the_expiry(self):
        lim = SlidingWindowLimiter(2, 1000)
        lim.allow("a", 0)
        lim.allow("a", 100)
        self.assertEqual(lim.retry_after("a", 400), 600)
        self.assertEqual(lim.retry_after("a", 999), 1)
        self.assertEqual(lim.retry_after("a", 1000), 0)
        self.assertTrue(lim.allow("a", 1000))
        self.assertEqual(lim.retry_after("a", 1050), 50)

    def test_middleware_headers_at_the_boundary(self):
        app = RateLimitMiddleware(hello, limit=5, window_ms=1000)
        for t in range(0, 1000, 200):
            self.assertEqual(app({"api_key": "k"}, now=t)[0], 200)
        status, headers, _ = app({"api_key": "k"}, now=1000)
        self.assertEqual(status, 200)
        self.assertEqual(headers["X-RateLimit-Remaining"], "0")
        status, headers, _ = app({"api_key": "k"}, now=1100)
        self.assertEqual(status, 429)
        self.assertEqual(headers["Retry-After"], "1")
        status, headers, _ = app({"api_key": "k"}, now=1200)
        self.assertEqual(status, 200)


if __name__ == "__main__":
    unittest.main()
