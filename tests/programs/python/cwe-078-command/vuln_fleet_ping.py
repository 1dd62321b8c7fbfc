# Litestar diagnostics endpoint that pings a telematics gateway and reports packet loss.
import asyncio
import re
from dataclasses import dataclass

from litestar import Litestar, get
from litestar.exceptions import ClientException

LOSS_RE = re.compile(r"(\d+(?:\.\d+)?)% packet loss")


@dataclass
class PingJob:
    host: str
    count: int

    def command(self) -> str:
        return f"ping -c {self.count} -W 2 {self.host}"


async def run_ping(job: PingJob) -> str:
    proc = await asyncio.create_subprocess_shell(
        job.command(),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    return out.decode(errors="replace")


@get("/diagnostics/ping")
async def ping_gateway(host: str, count: int = 3) -> dict:
    if not 1 <= count <= 10:
        raise ClientException(detail="count must be between 1 and 10")
    job = PingJob(host=host.strip(), count=count)
    output = await run_ping(job)
    match = LOSS_RE.search(output)
    return {
        "host": job.host,
        "loss_percent": float(match.group(1)) if match else None,
        "raw": output[-2000:],
    }


app = Litestar(route_handlers=[ping_gateway])
