# FastAPI route used by field engineers to check reachability of a smart meter gateway.
import re
import subprocess

from fastapi import Depends, FastAPI, HTTPException, Query

from .auth import require_engineer

app = FastAPI(title="grid-diagnostics")

GATEWAY_HOST = re.compile(r"[a-z0-9][a-z0-9-]*\.meters\.gridco\.net")


def is_meter_gateway(host: str) -> bool:
    return GATEWAY_HOST.search(host) is not None


def run_probe(host: str, count: int) -> str:
    proc = subprocess.run(
        f"ping -c {count} -W 2 {host}",
        shell=True,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return proc.stdout


@app.get("/diagnostics/ping")
async def ping_gateway(
    host: str = Query(..., max_length=253),
    count: int = Query(3, ge=1, le=10),
    engineer=Depends(require_engineer),
):
    if not is_meter_gateway(host):
        raise HTTPException(status_code=400, detail="unknown gateway host")
    output = run_probe(host, count)
    summary = [line for line in output.splitlines() if "packet loss" in line or "rtt" in line]
    return {"host": host, "requested_by": engineer.username, "summary": summary}
