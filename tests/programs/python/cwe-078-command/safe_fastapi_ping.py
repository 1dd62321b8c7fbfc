# FastAPI diagnostics endpoint that pings a host and reports reachability
import asyncio

from fastapi import FastAPI
from pydantic import BaseModel, Field, IPvAnyAddress

app = FastAPI()


class PingRequest(BaseModel):
    host: IPvAnyAddress
    count: int = Field(1, ge=1, le=5)


@app.post("/diag/ping")
async def ping(req: PingRequest):
    proc = await asyncio.create_subprocess_exec(
        "ping", "-c", str(req.count), "-W", "2", str(req.host),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return {"reachable": proc.returncode == 0, "output": out.decode(errors="replace")}
