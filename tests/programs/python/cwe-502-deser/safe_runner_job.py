# Starlette endpoint where the CI coordinator hands a build job spec to a self-hosted runner.
import asyncio
import json

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

RUNNER_LABELS = {"linux-x64", "docker", "gpu"}


class JobSpec:
    def __init__(self, job_id: int, image: str, steps: list, labels: list, env: dict):
        self.job_id = job_id
        self.image = image
        self.steps = steps
        self.labels = labels
        self.env = env

    @classmethod
    def from_dict(cls, data: dict) -> "JobSpec":
        return cls(
            job_id=int(data["job_id"]),
            image=str(data["image"]),
            steps=[str(s) for s in data.get("steps", [])],
            labels=[str(l) for l in data.get("labels", [])],
            env={str(k): str(v) for k, v in data.get("env", {}).items()},
        )


class RunnerQueue:
    def __init__(self):
        self.pending: asyncio.Queue = asyncio.Queue(maxsize=50)

    async def accept(self, spec: JobSpec) -> bool:
        if not set(spec.labels) <= RUNNER_LABELS:
            return False
        await self.pending.put(spec)
        return True


queue = RunnerQueue()


async def receive_job(request: Request):
    raw = (await request.body()).decode("utf-8")
    try:
        spec = JobSpec.from_dict(json.loads(raw))
    except (ValueError, KeyError, TypeError, AttributeError):
        return JSONResponse({"error": "expected a job spec"}, status_code=400)
    if not await queue.accept(spec):
        return JSONResponse({"error": "labels not served by this runner"}, status_code=409)
    return JSONResponse({"queued": spec.job_id, "depth": queue.pending.qsize()}, status_code=202)


app = Starlette(routes=[Route("/jobs", receive_job, methods=["POST"])])
