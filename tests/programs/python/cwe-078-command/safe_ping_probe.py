# FastAPI endpoint that runs a reachability probe against a host for the network dashboard.
import re
import subprocess
from dataclasses import dataclass

from fastapi import APIRouter, Depends, HTTPException, Query

router = APIRouter(prefix="/netcheck")

HOST_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]{0,252}")


@dataclass
class ProbeTarget:
    host: str
    count: int


def probe_target(
    host: str = Query(..., max_length=253),
    count: int = Query(3, ge=1, le=10),
) -> ProbeTarget:
    if not HOST_PATTERN.fullmatch(host):
        raise HTTPException(status_code=422, detail="invalid host")
    return ProbeTarget(host=host, count=count)


def run_ping(target: ProbeTarget) -> str:
    cmd = ["ping", "-c", str(target.count), "-W", "2", target.host]
    completed = subprocess.run(cmd, shell=False, capture_output=True, text=True, timeout=30)
    return completed.stdout


@router.get("/ping")
def ping(target: ProbeTarget = Depends(probe_target)):
    output = run_ping(target)
    lost = "100% packet loss" in output
    return {"host": target.host, "reachable": not lost, "raw": output.splitlines()[-2:]}
