# A dye recipe import program of the h64 set (cwe-094-code).
"""Loads dye recipe sheets that client brands upload through the mill portal
(their colourists export them from their own lab spreadsheets).

CSV columns: recipe_id,fibre,shade,liquor_ratio,dyes,bath_temp_c
The "dyes" column holds the usual lab notation, a list of [dye_code, percent]
pairs, e.g.  [["RB-19", 1.2], ["Y-145", 0.35]]
"""
import ast
import csv
import json
import re
import sys
from collections import defaultdict

RECIPE_ID = re.compile(r"R\d{5}")
DYE_CODE = re.compile(r"[A-Z]{1,3}-\d{1,4}")
FIBRES = {"wool", "cotton", "linen", "silk", "viscose"}


def parse_dyes(cell):
    """Colourists write the dye list as a literal; turn it into pairs."""
    value = ast.literal_eval(cell)
    if not isinstance(value, (list, tuple)):
        raise ValueError("dye list must be a list")
    pairs = []
    for item in value:
        code, pct = item
        if not DYE_CODE.fullmatch(str(code)):
            raise ValueError(f"bad dye code {code!r}")
        pct = float(pct)
        if not 0 < pct <= 8:
            raise ValueError(f"dye {code}: percent out of range")
        pairs.append((str(code), pct))
    return pairs


def parse_recipe(row):
    recipe_id = row["recipe_id"].strip()
    if not RECIPE_ID.fullmatch(recipe_id):
        raise ValueError("bad recipe id")
    fibre = row["fibre"].strip().lower()
    if fibre not in FIBRES:
        raise ValueError(f"unknown fibre {fibre}")
    return {
        "id": recipe_id,
        "fibre": fibre,
        "shade": row["shade"].strip()[:40],
        "liquor_ratio": float(row["liquor_ratio"]),
        "bath_temp_c": int(row["bath_temp_c"]),
        "dyes": parse_dyes(row["dyes"]),
    }


def load_sheet(path):
    recipes, errors = [], []
    with open(path, newline="", encoding="utf-8") as fh:
        for line_no, row in enumerate(csv.DictReader(fh), start=2):
            try:
                recipes.append(parse_recipe(row))
            except (KeyError, ValueError, TypeError, SyntaxError) as exc:
                errors.append(f"line {line_no}: {exc}")
    return recipes, errors


def dye_usage(recipes, batch_kg=100.0):
    """Kilograms of each dye needed to run every recipe once on a standard batch."""
    usage = defaultdict(float)
    for rec in recipes:
        for code, pct in rec["dyes"]:
            usage[code] += batch_kg * pct / 100
    return dict(sorted(usage.items(), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    recipes, errors = load_sheet(sys.argv[1])
    by_fibre = defaultdict(list)
    for rec in recipes:
        by_fibre[rec["fibre"]].append(rec["id"])
    json.dump(
        {"recipes": len(recipes), "by_fibre": by_fibre, "dye_kg": dye_usage(recipes), "errors": errors},
        sys.stdout,
        indent=2,
    )
