import unittest

from directory import CustomerDirectory
from fakedb import FakeCustomerDB
from lru import LRUCache, memoize


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


class LRUTest(unittest.TestCase):
    def test_evicts_least_recently_used(self):
        c = LRUCache(maxsize=2)
        c.put("a", 1)
        c.put("b", 2)
        c.get("a")
        c.put("c", 3)
        self.assertIn("a", c)
        self.assertNotIn("b", c)
        self.assertEqual(len(c), 2)

    def test_ttl(self):
        clock = Clock()
        c = LRUCache(maxsize=4, ttl=10, clock=clock)
        c.put("k", "v")
        clock.now = 9.9
        self.assertEqual(c.get("k"), "v")
        clock.now = 10
        self.assertIsNone(c.get("k"))
        self.assertEqual((c.hits, c.misses), (1, 1))

    def test_put_refreshes(self):
        c = LRUCache(maxsize=2)
        c.put("a", 1)
        c.put("b", 2)
        c.put("a", 10)
        c.put("c", 3)
        self.assertEqual(c.get("a"), 10)
        self.assertNotIn("b", c)

    def test_memoize(self):
        calls = []

        @memoize(LRUCache(maxsize=8))
        def square(x):
            calls.append(x)
            return x * x

        self.assertEqual([square(3), square(3), square(4)], [9, 9, 16])
        self.assertEqual(calls, [3, 4])


class DirectoryTest(unittest.TestCase):
    def test_find_is_cached(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        self.assertEqual(d.find("Ana@Example.com")["id"], 1)
        self.assertEqual(d.find("ana@example.com ")["id"], 1)
        self.assertEqual(db.queries, 1)

    def test_discount_cached(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        self.assertEqual([d.discount_percent(1) for _ in range(3)], [10, 10, 10])
        self.assertEqual(db.queries, 1)

    def test_open_orders(self):
        db = FakeCustomerDB()
        d = CustomerDirectory(db)
        self.assertEqual(d.open_orders(1), [5001, 5002])
        d.open_orders(1)
        self.assertEqual(db.queries, 1)


if __name__ == "__main__":
    unittest.main()
