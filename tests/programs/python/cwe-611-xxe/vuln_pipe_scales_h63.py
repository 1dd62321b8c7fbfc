# A pipe scales program of the h63 set (cwe-611-xxe).
"""Import of pipe scaling sheets (mensuration tables) for organ ranks."""
from dataclasses import dataclass
from typing import List

from lxml import etree
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response

from .models import OrganRank


@dataclass
class PipeScale:
    note: str
    diameter_mm: float
    mouth_width_mm: float
    cut_up_mm: float


class ScaleSheetUploadSerializer(serializers.Serializer):
    sheet = serializers.FileField(max_length=120, allow_empty_file=False)

    def validate_sheet(self, value):
        if not value.name.lower().endswith(".xml"):
            raise serializers.ValidationError("scaling sheets must be XML exports")
        if value.size > 2 * 1024 * 1024:
            raise serializers.ValidationError("scaling sheet is larger than 2 MB")
        return value


class ScaleSheetParser:
    def __init__(self):
        self._parser = etree.XMLParser(resolve_entities=True, load_dtd=True, remove_blank_text=True)

    def parse(self, data: bytes) -> List[PipeScale]:
        root = etree.fromstring(data, parser=self._parser)
        scales = []
        for pipe in root.iterfind("pipe"):
            scales.append(PipeScale(
                note=pipe.get("note", "").strip(),
                diameter_mm=float(pipe.findtext("diameter", "0")),
                mouth_width_mm=float(pipe.findtext("mouth", "0")),
                cut_up_mm=float(pipe.findtext("cutup", "0")),
            ))
        return scales


class ScaleImportService:
    def __init__(self, parser: ScaleSheetParser):
        self._parser = parser

    def import_into(self, rank: OrganRank, data: bytes) -> int:
        scales = self._parser.parse(data)
        rank.scaling = [scale.__dict__ for scale in scales]
        rank.save(update_fields=["scaling"])
        return len(scales)


class OrganRankViewSet(viewsets.GenericViewSet):
    queryset = OrganRank.objects.select_related("organ")
    import_service = ScaleImportService(ScaleSheetParser())

    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser], url_path="scales")
    def upload_scales(self, request, pk=None):
        rank = self.get_object()
        upload = ScaleSheetUploadSerializer(data=request.data)
        upload.is_valid(raise_exception=True)
        try:
            count = self.import_service.import_into(rank, upload.validated_data["sheet"].read())
        except (etree.XMLSyntaxError, ValueError) as exc:
            return Response({"detail": f"unreadable sheet: {exc}"}, status=status.HTTP_400_BAD_REQUEST)
        return Response({"rank": rank.name, "pipes": count}, status=status.HTTP_201_CREATED)
