# A scada faults program of the h60 set (cwe-078-command).
"""Wind farm maintenance console: search a turbine's rotated SCADA
controller logs for fault codes or alarm text."""
import asyncio
import re

import falcon
import falcon.asgi
from pydantic import BaseModel, ValidationError, field_validator

LOG_DIR = "/var/log/scada"


class LogQuery(BaseModel):
    turbine: str
    pattern: str
    max_hits: int = 200

    @field_validator("turbine")
    @classmethod
    def turbine_id(cls, value: str) -> str:
        if not re.fullmatch(r"WTG-[0-9]{2,3}", value):
            raise ValueError("turbine id must look like WTG-07")
        return value

    @field_validator("max_hits")
    @classmethod
    def hit_limit(cls, value: int) -> int:
        return max(1, min(value, 1000))


async def zgrep(query: LogQuery) -> list[str]:
    command = (
        f"zgrep -h -m {query.max_hits} -e '{query.pattern}' "
        f"{LOG_DIR}/{query.turbine}.log*.gz"
    )
    proc = await asyncio.create_subprocess_shell(
        command,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    return out.decode("utf-8", "replace").splitlines()


def summarise(lines: list[str]) -> dict:
    codes = [m.group(0) for m in map(re.compile(r"\bF[0-9]{3,4}\b").search, lines) if m]
    return {code: codes.count(code) for code in sorted(set(codes))}


class FaultSearch:
    async def on_post(self, req: falcon.asgi.Request, resp: falcon.asgi.Response) -> None:
        body = await req.get_media()
        try:
            query = LogQuery.model_validate(body)
        except ValidationError as exc:
            raise falcon.HTTPBadRequest(
                title="invalid query", description=exc.errors()[0]["msg"]
            )
        lines = [line for line in await zgrep(query) if line.strip()]
        resp.media = {
            "turbine": query.turbine,
            "hits": lines,
            "fault_codes": summarise(lines),
        }


app = falcon.asgi.App()
app.add_route("/faults/search", FaultSearch())
