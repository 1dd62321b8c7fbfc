"""The product catalog, as exported by the shop backend (JSON, prices as numbers)."""

import json

SAMPLE = """
{
  "MUG-RED":   {"name": "Red mug",          "price": 4.35},
  "TEA-EARL":  {"name": "Earl Grey, 100 g", "price": 8.25},
  "SPOON":     {"name": "Tea spoon",        "price": 0.15},
  "POT-1L":    {"name": "Tea pot, 1 l",     "price": 19.99},
  "FILTER":    {"name": "Paper filters",    "price": 2.50},
  "GIFT-BOX":  {"name": "Gift box",         "price": 12.45}
}
"""


def load(text=SAMPLE):
    data = json.loads(text)
    return {sku: {"name": item["name"], "price": item["price"]} for sku, item in data.items()}
