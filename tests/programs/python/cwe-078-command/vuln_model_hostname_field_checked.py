# a body field that happens to be called hostname is allow-listed; its cmd field is not
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class Job(BaseModel):
    hostname: str
    cmd: str


@app.post("/run")
def run(job: Job):
    if job.hostname not in ("a.example", "b.example"):
        raise HTTPException(status_code=400)
    os.system("ssh " + job.hostname + " " + job.cmd)
    return {"ok": True}
