# Pyramid view that accepts a build pipeline definition in YAML and validates its stages.
import yaml
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

KNOWN_STEPS = {"checkout", "install", "test", "build", "publish"}
MAX_BYTES = 64 * 1024


class PipelineSpec:
    def __init__(self, name: str, stages: list):
        self.name = name
        self.stages = stages

    def problems(self) -> list:
        found = []
        for index, stage in enumerate(self.stages):
            step = stage.get("step") if isinstance(stage, dict) else None
            if step not in KNOWN_STEPS:
                found.append(f"stage {index}: unknown step {step!r}")
        return found


def parse_pipeline(raw: bytes) -> PipelineSpec:
    doc = yaml.load(raw, Loader=yaml.Loader)
    if not isinstance(doc, dict) or "stages" not in doc:
        raise ValueError("document must be a mapping with a 'stages' list")
    return PipelineSpec(str(doc.get("name", "unnamed")), list(doc["stages"]))


@view_config(route_name="pipeline_validate", request_method="POST", renderer="json",
             permission="edit")
def validate_pipeline(request):
    if len(request.body) > MAX_BYTES:
        raise HTTPBadRequest("pipeline file too large")
    try:
        spec = parse_pipeline(request.body)
    except (yaml.YAMLError, ValueError, TypeError) as exc:
        raise HTTPBadRequest(str(exc))
    issues = spec.problems()
    return {"name": spec.name, "stages": len(spec.stages), "valid": not issues, "issues": issues}
