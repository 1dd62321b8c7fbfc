import unittest

from directory import CustomerDirectory
from fakedb import FakeCustomerDB
from lru import LRUCache, memoize


class HiddenFalsyValuesTest(unittest.TestCase):
    def test_zero_discount_is_cached(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        self.assertEqual([d.discount_percent(2) for _ in range(5)], [0] * 5)
        self.assertEqual(db.queries, 1)

    def test_unknown_customer_is_cached(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        for _ in range(4):
            self.assertIsNone(d.find("nobody@example.com"))
        self.assertEqual(db.queries, 1)

    def test_empty_order_list_is_cached(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        self.assertEqual(d.open_orders(2), [])
        self.assertEqual(d.open_orders(2), [])
        self.assertEqual(db.queries, 1)

    def test_memoize_falsy_results(self):
        for result in (0, "", [], None, False):
            calls = []

            @memoize(LRUCache(maxsize=4))
            def f(x):
                calls.append(x)
                return result

            self.assertEqual([f(1), f(1), f(1)], [result] * 3)
            self.assertEqual(calls, [1], f"result {result!r} was recomputed")
            self.assertEqual((f.cache.hits, f.cache.misses), (2, 1))

    def test_expired_falsy_value_is_recomputed(self):
        now = [0.0]
        cache = LRUCache(maxsize=4, ttl=5, clock=lambda: now[0])
        calls = []
        self.assertEqual(cache.get_or_compute("k", lambda: calls.append(1) or 0), 0)
        self.assertEqual(cache.get_or_compute("k", lambda: calls.append(1) or 0), 0)
        now[0] = 6
        self.assertEqual(cache.get_or_compute("k", lambda: calls.append(1) or 0), 0)
        self.assertEqual(len(calls), 2)

    def test_plain_get_default_unchanged(self):
        cache = LRUCache(maxsize=2)
        self.assertIsNone(cache.get("missing"))
        self.assertEqual(cache.get("missing", "dflt"), "dflt")
        cache.put("n", None)
        self.assertIsNone(cache.get("n", "dflt"))


if __name__ == "__main__":
    unittest.main()
