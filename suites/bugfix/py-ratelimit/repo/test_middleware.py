import unittest

from middleware import RateLimitMiddleware


def hello(request):
    return 200, {"Content-Type": "text/plain"}, "hello"


class MiddlewareTest(unittest.TestCase):
    def test_headers_on_success(self):
        app = RateLimitMiddleware(hello, limit=3, window_ms=1000)
        status, headers, body = app({"api_key": "k1"}, now=0)
        self.assertEqual((status, body), (200, "hello"))
        self.assertEqual(headers["X-RateLimit-Remaining"], "2")
        self.assertEqual(headers["Content-Type"], "text/plain")

    def test_429_with_retry_after_in_seconds(self):
        app = RateLimitMiddleware(hello, limit=2, window_ms=10_000)
        app({"api_key": "k1"}, now=0)
        app({"api_key": "k1"}, now=1)
        status, headers, _ = app({"api_key": "k1"}, now=2500)
        self.assertEqual(status, 429)
        self.assertEqual(headers["Retry-After"], "8")

    def test_falls_back_to_address(self):
        app = RateLimitMiddleware(hello, limit=1, window_ms=1000)
        self.assertEqual(app({"remote_addr": "10.0.0.1"}, now=0)[0], 200)
        self.assertEqual(app({"remote_addr": "10.0.0.2"}, now=0)[0], 200)
        self.assertEqual(app({"remote_addr": "10.0.0.1"}, now=5)[0], 429)


if __name__ == "__main__":
    unittest.main()
