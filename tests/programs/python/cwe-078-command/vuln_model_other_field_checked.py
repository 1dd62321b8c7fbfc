# a FastAPI body's name field is checked; its cmd field goes to the shell unchecked
import os

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class Job(BaseModel):
    name: str
    cmd: str


@app.post("/jobs")
async def start(job: Job):
    if not job.name.isalnum():
        raise HTTPException(status_code=422, detail="bad name")
    os.system("run-job " + job.cmd)
    return {"started": job.name}
