# A treefarm manifest parse program of the h74 set (cwe-611-xxe).
import argparse
import csv
import logging
import shutil
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from lxml import etree

log = logging.getLogger("evergreen.manifests")

SPECIES = {"fraser fir", "balsam fir", "noble fir", "nordmann fir", "douglas fir", "blue spruce", "scotch pine"}


def _parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False, huge_tree=False)


def parse_manifest(path: str) -> dict:
    tree = etree.parse(path, _parser())
    root = tree.getroot()
    shipment = {
        "file": Path(path).name,
        "supplier": root.findtext("supplier/name", default="").strip(),
        "shipped": root.findtext("shipped-on", default="").strip(),
        "lots": [],
    }
    for lot in root.iterfind("lots/lot"):
        species = (lot.findtext("species") or "").strip().lower()
        shipment["lots"].append({
            "lot": lot.get("id", ""),
            "species": species,
            "known_species": species in SPECIES,
            "age_years": int(lot.findtext("age-years") or 0),
            "count": int(lot.findtext("count") or 0),
            "field": (lot.findtext("destination-field") or "").strip(),
            "remarks": (lot.findtext("remarks") or "").strip(),
        })
    return shipment


def write_receiving_sheet(shipments: list[dict], out: Path) -> None:
    with out.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "supplier", "shipped", "lot", "species", "age", "count", "field", "remarks"])
        for s in shipments:
            for lot in s["lots"]:
                w.writerow([s["file"], s["supplier"], s["shipped"], lot["lot"], lot["species"],
                            lot["age_years"], lot["count"], lot["field"], lot["remarks"]])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Process supplier seedling manifests")
    ap.add_argument("--inbox", type=Path, default=Path("/srv/evergreen/receiving/inbox"))
    ap.add_argument("--sheet", type=Path, default=Path("/srv/evergreen/receiving/receiving-sheet.csv"))
    ap.add_argument("--jobs", type=int, default=4)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    files = sorted(args.inbox.glob("*.xml"))
    if not files:
        log.info("no manifests waiting")
        return 0

    done_dir = args.inbox / "processed"
    done_dir.mkdir(exist_ok=True)
    shipments = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(parse_manifest, str(p)): p for p in files}
        for fut in as_completed(futures):
            path = futures[fut]
            try:
                shipment = fut.result()
            except (etree.XMLSyntaxError, ValueError) as exc:
                log.error("manifest %s unreadable: %s", path.name, exc)
                continue
            unknown = [lot["lot"] for lot in shipment["lots"] if not lot["known_species"]]
            if unknown:
                log.warning("%s: lots with unexpected species: %s", path.name, ", ".join(unknown))
            shipments.append(shipment)
            shutil.move(str(path), done_dir / path.name)

    write_receiving_sheet(shipments, args.sheet)
    log.info("recorded %d shipments", len(shipments))
    return 0


if __name__ == "__main__":
    sys.exit(main())
