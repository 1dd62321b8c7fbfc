# FastAPI diagnostics endpoint that pings a host and reports reachability
import asyncio

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class PingRequest(BaseModel):
    host: str
    count: int = 1


@app.post("/diag/ping")
async def ping(req: PingRequest):
    proc = await asyncio.create_subprocess_shell(
        f"ping -c {req.count} -W 2 {req.host}",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return {"reachable": proc.returncode == 0, "output": out.decode(errors="replace")}
