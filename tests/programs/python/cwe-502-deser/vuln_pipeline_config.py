# Litestar endpoint that accepts CI pipeline definitions uploaded as YAML documents.
from dataclasses import dataclass, field

import yaml
from litestar import Litestar, Request, post
from litestar.exceptions import ValidationException

MAX_BODY = 64 * 1024


@dataclass
class Stage:
    name: str
    image: str
    commands: list[str] = field(default_factory=list)


def parse_pipeline(raw: bytes) -> list[Stage]:
    document = yaml.load(raw, Loader=yaml.Loader)
    if not isinstance(document, dict) or "stages" not in document:
        raise ValidationException("pipeline must define stages")
    stages = []
    for entry in document["stages"]:
        if not isinstance(entry, dict):
            raise ValidationException("each stage must be a mapping")
        stages.append(
            Stage(
                name=str(entry.get("name", "unnamed")),
                image=str(entry.get("image", "alpine:3.19")),
                commands=[str(c) for c in entry.get("commands", [])],
            )
        )
    return stages


@post("/projects/{project_id:int}/pipeline")
async def upload_pipeline(project_id: int, request: Request) -> dict:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise ValidationException("pipeline definition too large")
    stages = parse_pipeline(raw)
    await request.app.state.pipelines.save(project_id, stages)
    return {"project": project_id, "stages": [s.name for s in stages]}


app = Litestar(route_handlers=[upload_pipeline])
