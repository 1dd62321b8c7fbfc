"""An in-memory stand-in for the customer DB that counts queries (used by the tests)."""


class FakeCustomerDB:
    def __init__(self):
        self.queries = 0
        self.customers = {
            "ana@example.com": {"id": 1, "name": "Ana"},
            "bo@example.com": {"id": 2, "name": "Bo"},
        }
        self.discounts = {1: 10, 2: 0}
        self.orders = {1: [5001, 5002], 2: []}

    def find_customer(self, email):
        self.queries += 1
        return self.customers.get(email)

    def discount_percent(self, customer_id):
        self.queries += 1
        return self.discounts.get(customer_id, 0)

    def open_orders(self, customer_id):
        self.queries += 1
        return list(self.orders.get(customer_id, []))
