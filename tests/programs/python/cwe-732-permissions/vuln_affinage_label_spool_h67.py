# A affinage label spool program of the h67 set (cwe-732-permissions).
# cheese affineurs: nightly job that writes wheel labels and buyer allocation sheets to the print spool
from __future__ import annotations

import json
import logging
import os
import sys
from datetime import date
from pathlib import Path

import attrs
import cattrs

log = logging.getLogger("affinage.labels")

SPOOL_ROOT = Path(os.environ.get("LABEL_SPOOL", "/var/spool/affinage"))


@attrs.frozen
class Wheel:
    wheel_id: str = attrs.field(validator=attrs.validators.matches_re(r"^[A-Z]{3}-\d{5}$"))
    cheese: str
    cave: int = attrs.field(validator=attrs.validators.in_(range(1, 10)))
    made_on: date
    turned_count: int = 0


@attrs.frozen
class Allocation:
    buyer: str
    buyer_account: str
    price_per_kg: float
    wheels: list[Wheel]


converter = cattrs.Converter()
converter.register_structure_hook(date, lambda v, _: date.fromisoformat(v))


class SpoolWriter:
    def __init__(self, root: Path) -> None:
        self.root = root

    def prepare(self, run_day: date) -> Path:
        folder = self.root / run_day.isoformat()
        os.umask(0)
        folder.mkdir(parents=True, exist_ok=True, mode=0o777)
        return folder

    def write(self, folder: Path, name: str, content: str) -> Path:
        path = folder / name
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(content)
        return path


def label_text(wheel: Wheel) -> str:
    age_days = (date.today() - wheel.made_on).days
    return f"{wheel.cheese}\n{wheel.wheel_id}  cave {wheel.cave}\naged {age_days} days, turned {wheel.turned_count}x\n"


def allocation_sheet(alloc: Allocation) -> str:
    lines = [f"Buyer: {alloc.buyer} ({alloc.buyer_account})", f"Agreed price: {alloc.price_per_kg:.2f}/kg", ""]
    lines += [f"- {w.wheel_id} {w.cheese}" for w in alloc.wheels]
    return "\n".join(lines) + "\n"


def run(allocations_file: Path) -> int:
    raw = json.loads(allocations_file.read_text())
    allocations = converter.structure(raw, list[Allocation])
    writer = SpoolWriter(SPOOL_ROOT)
    folder = writer.prepare(date.today())
    count = 0
    for alloc in allocations:
        writer.write(folder, f"allocation-{alloc.buyer_account}.txt", allocation_sheet(alloc))
        for wheel in alloc.wheels:
            writer.write(folder, f"label-{wheel.wheel_id}.txt", label_text(wheel))
            count += 1
    log.info("spooled %d labels for %d buyers into %s", count, len(allocations), folder)
    return count


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    run(Path(sys.argv[1] if len(sys.argv) > 1 else "allocations.json"))
