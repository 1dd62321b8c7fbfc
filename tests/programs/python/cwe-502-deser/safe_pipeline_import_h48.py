# DRF viewset that imports CI pipeline definitions uploaded as YAML.
import yaml
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response

from pipelines.models import Pipeline
from pipelines.serializers import PipelineSerializer

REQUIRED_KEYS = {"name", "stages"}


def parse_definition(text: str) -> dict:
    definition = yaml.safe_load(text)
    if not isinstance(definition, dict):
        raise ValueError("definition must be a mapping")
    missing = REQUIRED_KEYS - definition.keys()
    if missing:
        raise ValueError(f"missing keys: {', '.join(sorted(missing))}")
    return definition


class PipelineViewSet(viewsets.ModelViewSet):
    serializer_class = PipelineSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Pipeline.objects.filter(project__members=self.request.user)

    @action(detail=False, methods=["post"], parser_classes=[MultiPartParser])
    def import_yaml(self, request):
        upload = request.FILES.get("definition")
        if upload is None or upload.size > 256 * 1024:
            return Response({"error": "definition file required"}, status=status.HTTP_400_BAD_REQUEST)
        try:
            definition = parse_definition(upload.read().decode("utf-8"))
        except (ValueError, UnicodeDecodeError, yaml.YAMLError) as exc:
            return Response({"error": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
        serializer = self.get_serializer(data={"name": definition["name"], "stages": definition["stages"]})
        serializer.is_valid(raise_exception=True)
        serializer.save(owner=request.user)
        return Response(serializer.data, status=status.HTTP_201_CREATED)
