# A saddle fitting import program of the h64 set (cwe-611-xxe).
"""Imports saddle fitting sheets that dealers upload as XML.

<fittings dealer="Highfield Tack">
  <fitting horse="Bramble" breed="cob" date="2024-05-02">
    <tree width="wide" gullet_cm="13.5"/>
    <panel side="left" flocking="wool" adjust_g="40"/>
    <panel side="right" flocking="wool" adjust_g="25"/>
    <note>Slight asymmetry behind left shoulder</note>
  </fitting>
</fittings>
"""
import csv
import logging
import os
import sys
from collections import Counter

from lxml import etree

log = logging.getLogger("fitting_import")

TREE_WIDTHS = {"narrow", "medium", "medium-wide", "wide", "extra-wide"}
OUT_DIR = os.environ.get("FITTING_OUT_DIR", "/srv/saddlery/fittings")


def make_parser():
    return etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)


def parse_fitting(el):
    tree = el.find("tree")
    panels = {p.get("side"): p for p in el.findall("panel")}
    width = tree.get("width") if tree is not None else None
    if width not in TREE_WIDTHS:
        raise ValueError(f"horse {el.get('horse')}: unknown tree width {width!r}")
    return {
        "horse": (el.get("horse") or "").strip()[:40],
        "breed": (el.get("breed") or "").strip()[:30],
        "date": el.get("date"),
        "tree_width": width,
        "gullet_cm": float(tree.get("gullet_cm", "0")),
        "left_adjust_g": int(panels["left"].get("adjust_g", "0")) if "left" in panels else 0,
        "right_adjust_g": int(panels["right"].get("adjust_g", "0")) if "right" in panels else 0,
        "note": (el.findtext("note") or "").strip()[:500],
    }


def import_sheet(path):
    doc = etree.parse(path, make_parser())
    root = doc.getroot()
    dealer = root.get("dealer", "unknown")
    rows, problems = [], []
    for el in root.iter("fitting"):
        try:
            rows.append(parse_fitting(el))
        except (ValueError, TypeError) as exc:
            problems.append(str(exc))
    return dealer, rows, problems


def write_csv(dealer, rows):
    dealer_slug = "".join(c for c in dealer.lower() if c.isalnum())[:40] or "dealer"
    target = os.path.join(OUT_DIR, f"{dealer_slug}.csv")
    with open(target, "a", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
        if fh.tell() == 0:
            writer.writeheader()
        writer.writerows(rows)
    return target


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    for sheet in sys.argv[1:]:
        dealer, rows, problems = import_sheet(sheet)
        widths = Counter(r["tree_width"] for r in rows)
        if rows:
            log.info("%s -> %s %s", sheet, write_csv(dealer, rows), dict(widths))
        for p in problems:
            log.warning("%s: %s", sheet, p)
