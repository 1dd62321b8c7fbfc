import unittest

from limiter import SlidingWindowLimiter


class LimiterTest(unittest.TestCase):
    def test_burst_up_to_limit(self):
        lim = SlidingWindowLimiter(3, 1000)
        self.assertEqual([lim.allow("a", 0) for _ in range(4)], [True, True, True, False])

    def test_keys_are_independent(self):
        lim = SlidingWindowLimiter(1, 1000)
        self.assertTrue(lim.allow("a", 10))
        self.assertTrue(lim.allow("b", 10))
        self.assertFalse(lim.allow("a", 20))

    def test_window_slides(self):
        lim = SlidingWindowLimiter(2, 1000)
        self.assertTrue(lim.allow("a", 0))
        self.assertTrue(lim.allow("a", 500))
        self.assertFalse(lim.allow("a", 900))
        self.assertTrue(lim.allow("a", 1200))
        self.assertFalse(lim.allow("a", 1300))

    def test_rejected_requests_do_not_count(self):
        lim = SlidingWindowLimiter(1, 100)
        self.assertTrue(lim.allow("a", 0))
        for t in range(10, 100, 10):
            self.assertFalse(lim.allow("a", t))
        self.assertTrue(lim.allow("a", 150))

    def test_remaining_and_retry_after(self):
        lim = SlidingWindowLimiter(2, 1000)
        self.assertEqual(lim.remaining("a", 0), 2)
        lim.allow("a", 100)
        lim.allow("a", 300)
        self.assertEqual(lim.remaining("a", 400), 0)
        self.assertEqual(lim.retry_after("a", 400), 700)
        self.assertEqual(lim.remaining("a", 1150), 1)
        self.assertEqual(lim.retry_after("a", 1150), 0)

    def test_uses_clock(self):
        now = [0]
        lim = SlidingWindowLimiter(1, 50, clock=lambda: now[0])
        self.assertTrue(lim.allow("a"))
        now[0] = 70
        self.assertTrue(lim.allow("a"))

    def test_bad_config(self):
        with self.assertRaises(ValueError):
            SlidingWindowLimiter(0, 1000)


if __name__ == "__main__":
    unittest.main()
