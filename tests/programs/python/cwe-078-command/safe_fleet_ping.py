# Litestar diagnostics endpoint that pings a telematics gateway and reports packet loss.
import asyncio
import re
from dataclasses import dataclass

from litestar import Litestar, get
from litestar.exceptions import ClientException

LOSS_RE = re.compile(r"(\d+(?:\.\d+)?)% packet loss")
HOST_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]{0,252}")


@dataclass
class PingJob:
    host: str
    count: int

    def argv(self) -> list:
        return ["ping", "-c", str(self.count), "-W", "2", self.host]


async def run_ping(job: PingJob) -> str:
    proc = await asyncio.create_subprocess_exec(
        *job.argv(),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    return out.decode(errors="replace")


@get("/diagnostics/ping")
async def ping_gateway(host: str, count: int = 3) -> dict:
    if not 1 <= count <= 10:
        raise ClientException(detail="count must be between 1 and 10")
    host = host.strip()
    if not HOST_RE.fullmatch(host):
        raise ClientException(detail="invalid host")
    job = PingJob(host=host, count=count)
    output = await run_ping(job)
    match = LOSS_RE.search(output)
    return {
        "host": job.host,
        "loss_percent": float(match.group(1)) if match else None,
        "raw": output[-2000:],
    }


app = Litestar(route_handlers=[ping_gateway])
