"""Stock levels kept as FIFO lots: each delivery is a lot with its own unit cost."""

from dataclasses import dataclass
from decimal import Decimal


class InsufficientStock(Exception):
    pass


@dataclass
class Lot:
    lot_id: str
    qty: int
    unit_cost: Decimal


class Inventory:
    def __init__(self):
        self._lots = {}  # sku -> [Lot, ...], oldest first
        self._next_lot = 1
        self.written_off = {}  # sku -> total cost written off

    def receive(self, sku, qty, unit_cost):
        if qty <= 0:
            raise ValueError("qty must be positive")
        lot = Lot(f"L{self._next_lot:05d}", qty, Decimal(str(unit_cost)))
        self._next_lot += 1
        self._lots.setdefault(sku, []).append(lot)
        return lot.lot_id

    def lots(self, sku):
        return [Lot(l.lot_id, l.qty, l.unit_cost) for l in self._lots.get(sku, [])]

    def on_hand(self, sku):
        return sum(l.qty for l in self._lots.get(sku, []))

    def skus(self):
        return sorted(s for s, lots in self._lots.items() if lots)

    def ship(self, sku, qty):
        """Take qty units out, oldest lots first. Returns the cost of goods shipped."""
        if qty <= 0:
            raise ValueError("qty must be positive")
        if qty > self.on_hand(sku):
            raise InsufficientStock(f"{sku}: {qty} requested, {self.on_hand(sku)} on hand")
        lots = self._lots[sku]
        cost = Decimal("0")
        remaining = qty
        for lot in lots:
            take = min(lot.qty, remaining)
            lot.qty -= take
            cost += take * lot.unit_cost
            remaining -= take
            if lot.qty == 0:
                lots.remove(lot)
            if remaining == 0:
                break
        return cost

    def write_off(self, sku, qty):
        """Remove damaged or lost units (oldest first) and book their cost as a write-off."""
        if qty <= 0:
            raise ValueError("qty must be positive")
        if qty > self.on_hand(sku):
            raise InsufficientStock(f"{sku}: cannot write off {qty}")
        lots = self._lots[sku]
        cost = Decimal("0")
        remaining = qty
        for lot in lots:
            take = min(lot.qty, remaining)
            lot.qty -= take
            cost += take * lot.unit_cost
            remaining -= take
            if lot.qty == 0:
                lots.remove(lot)
            if remaining == 0:
                break
        self.written_off[sku] = self.written_off.get(sku, Decimal("0")) + cost
        return cost
