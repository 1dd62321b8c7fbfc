"""Customer look-ups for the checkout service, cached in front of the (slow) customer DB."""

from lru import LRUCache, memoize


class CustomerDirectory:
    def __init__(self, db, maxsize=1000, ttl=300):
        self.db = db
        self.cache = LRUCache(maxsize=maxsize, ttl=ttl)
        self._discount = memoize(LRUCache(maxsize=maxsize, ttl=ttl))(db.discount_percent)

    def find(self, email):
        """The customer record for email, or None if there is no such customer."""
        email = email.strip().lower()
        return self.cache.get_or_compute(("customer", email), lambda: self.db.find_customer(email))

    def discount_percent(self, customer_id):
        """The customer's discount in percent (0 when they have none)."""
        return self._discount(customer_id)

    def open_orders(self, customer_id):
        """Ids of the customer's open orders (an empty list when there are none)."""
        return self.cache.get_or_compute(("orders", customer_id), lambda: self.db.open_orders(customer_id))
