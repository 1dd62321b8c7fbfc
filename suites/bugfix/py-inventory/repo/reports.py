"""Reports over an Inventory."""

from decimal import Decimal


def valuation(inv):
    """Total value of the stock on hand, per sku and overall."""
    per_sku = {}
    for sku in inv.skus():
        per_sku[sku] = sum((l.qty * l.unit_cost for l in inv.lots(sku)), Decimal("0"))
    return per_sku, sum(per_sku.values(), Decimal("0"))


def low_stock(inv, reorder_points):
    """Skus whose stock is at or below their reorder point, with the quantity on hand."""
    out = []
    for sku, point in sorted(reorder_points.items()):
        qty = inv.on_hand(sku)
        if qty <= point:
            out.append((sku, qty))
    return out


def format_valuation(inv):
    per_sku, total = valuation(inv)
    lines = [f"{sku:<12}{value:>12.2f}" for sku, value in per_sku.items()]
    lines.append(f"{'TOTAL':<12}{total:>12.2f}")
    return "\n".join(lines)
