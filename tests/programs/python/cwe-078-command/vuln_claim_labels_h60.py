# A claim labels program of the h60 set (cwe-078-command).
"""Laundry and dry-cleaning counter: prints claim-ticket labels for
garments on one of the counter's CUPS thermal printers."""
import asyncio
from dataclasses import dataclass

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("laundry_labels")

PRINTERS = ("counter-zebra", "backroom-zebra", "pressing-brother")
BRANCH_NAME = "Bright Suds Laundry & Dry Cleaning"


@dataclass(frozen=True)
class LabelJob:
    printer: str
    ticket: str
    copies: int
    garment: str

    @classmethod
    def from_json(cls, body: dict) -> "LabelJob":
        printer = str(body.get("printer", ""))
        ticket = str(body.get("ticket", ""))
        copies = int(body.get("copies", 1))
        garment = str(body.get("garment", "item"))[:40]
        if not any(printer.startswith(name) for name in PRINTERS):
            raise BadRequest("unknown printer")
        if not ticket.isdigit() or not 1 <= copies <= 5:
            raise BadRequest("ticket must be numeric and copies 1-5")
        return cls(printer, ticket, copies, garment)


def render_label(job: LabelJob) -> bytes:
    lines = [BRANCH_NAME, f"CLAIM #{job.ticket}", job.garment, "Bring this ticket to collect"]
    return "\n".join(lines).encode("utf-8")


async def send_to_printer(job: LabelJob) -> int:
    proc = await asyncio.create_subprocess_shell(
        f"lp -d {job.printer} -n {job.copies} -t claim-{job.ticket}",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await proc.communicate(render_label(job))
    return proc.returncode


@app.post("/labels")
async def print_labels(request):
    items = request.json or []
    if not isinstance(items, list) or len(items) > 20:
        raise BadRequest("expected a list of at most 20 label jobs")
    jobs = [LabelJob.from_json(item) for item in items]
    results = await asyncio.gather(*map(send_to_printer, jobs))
    printed = [job.ticket for job, rc in zip(jobs, results) if rc == 0]
    failed = [job.ticket for job, rc in zip(jobs, results) if rc != 0]
    return json({"printed": printed, "failed": failed})


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000)
