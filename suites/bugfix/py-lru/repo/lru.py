"""A small LRU cache with optional time-to-live, and a memoizing decorator built on it."""

import functools
import time
from collections import OrderedDict


class LRUCache:
    def __init__(self, maxsize=128, ttl=None, clock=time.monotonic):
        if maxsize < 1:
            raise ValueError("maxsize must be at least 1")
        self.maxsize = maxsize
        self.ttl = ttl
        self.clock = clock
        self._data = OrderedDict()  # key -> (value, stored_at)
        self.hits = 0
        self.misses = 0

    def _expired(self, stored_at):
        return self.ttl is not None and self.clock() - stored_at >= self.ttl

    def get(self, key, default=None):
        entry = self._data.get(key)
        if entry is None or self._expired(entry[1]):
            if entry is not None:
                del self._data[key]
            self.misses += 1
            return default
        self._data.move_to_end(key)
        self.hits += 1
        return entry[0]

    def put(self, key, value):
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = (value, self.clock())
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)

    def get_or_compute(self, key, compute):
        """The cached value for key, computing and storing it on a miss."""
        value = self.get(key)
        if value is None:
            value = compute()
            self.put(key, value)
        return value

    def invalidate(self, key):
        self._data.pop(key, None)

    def clear(self):
        self._data.clear()

    def __len__(self):
        return len(self._data)

    def __contains__(self, key):
        entry = self._data.get(key)
        return entry is not None and not self._expired(entry[1])


def memoize(cache):
    """Cache a function's results in `cache`, keyed by its positional arguments."""

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            value = cache.get(args)
            if value:
                return value
            value = fn(*args)
            cache.put(args, value)
            return value

        wrapper.cache = cache
        return wrapper

    return decorate
