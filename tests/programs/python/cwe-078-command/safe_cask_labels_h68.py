# A cask labels program of the h68 set (cwe-078-command).
# distilleries: queue cask and bottle label print jobs from the warehouse tablet app
from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from datetime import date

from quart import Quart, abort, jsonify, request

app = Quart(__name__)

LABEL_DIR = "/srv/labels"
TEMPLATES = {"cask": "cask_stencil.glabels", "bottle": "bottle_front.glabels", "pallet": "pallet_a5.glabels"}
PRINTER_QUEUES = {"still-room": "zebra_still", "bottling": "zebra_line2", "office": "brother_ql"}


@dataclass(slots=True, kw_only=True)
class PrintJob:
    template: str
    printer: str
    copies: int = 1
    batch: str = field(default_factory=lambda: date.today().strftime("B%Y%m%d"))


def _queue_for(location: str) -> str:
    match location.strip().lower():
        case "still" | "still-room" | "stillhouse":
            return PRINTER_QUEUES["still-room"]
        case "line" | "bottling" | "line2":
            return PRINTER_QUEUES["bottling"]
        case "office" | "front":
            return PRINTER_QUEUES["office"]
        case other if other in PRINTER_QUEUES.values():
            # a few tablets send the CUPS queue name directly
            return other
        case _:
            abort(400, "unknown printer location")


def _job_from(payload: dict) -> PrintJob:
    match payload:
        case {"template": str(t), "printer": str(p), **rest} if t in TEMPLATES:
            copies = rest.get("copies", 1)
            if not isinstance(copies, int) or not 1 <= copies <= 500:
                abort(400, "copies must be between 1 and 500")
            return PrintJob(template=TEMPLATES[t], printer=_queue_for(p), copies=copies)
        case {"template": _}:
            abort(400, "unknown label template")
        case _:
            abort(400, "template and printer are required")


async def _submit(job: PrintJob) -> tuple[int, str]:
    cmd = (
        f"glabels-batch-qt --printer={job.printer} --copies={job.copies} "
        f"{LABEL_DIR}/{job.template}"
    )
    proc = await asyncio.create_subprocess_shell(
        cmd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await proc.communicate()
    return proc.returncode or 0, out.decode(errors="replace")


@app.post("/labels/print")
async def print_labels():
    payload = await request.get_json(force=True, silent=True) or {}
    job = _job_from(payload)
    rc, output = await _submit(job)
    status = 202 if rc == 0 else 502
    return jsonify(
        {
            "batch": job.batch,
            "printer": job.printer,
            "copies": job.copies,
            "ok": rc == 0,
            "log": output.splitlines()[-5:],
        }
    ), status


@app.get("/labels/templates")
async def templates():
    return jsonify(sorted(TEMPLATES))


if __name__ == "__main__":
    app.run(port=5080)
