# Django view that imports a CI pipeline definition uploaded as a YAML file.
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

MAX_UPLOAD = 256 * 1024


def load_pipeline(stream):
    yaml = YAML(typ="safe", pure=True)
    document = yaml.load(stream)
    if not isinstance(document, dict) or "stages" not in document:
        raise ValueError("pipeline must define stages")
    return document


def summarize(pipeline):
    stages = pipeline.get("stages") or []
    return {
        "name": pipeline.get("name", "unnamed"),
        "stage_count": len(stages),
        "stages": [s.get("name") for s in stages if isinstance(s, dict)],
    }


@login_required
@require_POST
def import_pipeline(request):
    upload = request.FILES.get("pipeline")
    if upload is None:
        return JsonResponse({"error": "missing file"}, status=400)
    if upload.size > MAX_UPLOAD:
        return JsonResponse({"error": "file too large"}, status=413)
    try:
        pipeline = load_pipeline(upload.read().decode("utf-8"))
    except (YAMLError, ValueError, UnicodeDecodeError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    return JsonResponse(summarize(pipeline), status=201)
