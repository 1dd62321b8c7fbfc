# A mews feeding schedule program of the h67 set (cwe-502-deser).
# falconers: upload a weekly feeding and flying schedule for the mews, written as YAML by the head falconer
from __future__ import annotations

import datetime as dt

import yaml
from rest_framework import parsers, serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

QUARRY_FOODS = ["day-old chick", "quail", "rat", "rabbit", "pigeon"]


class ScheduleUploadSerializer(serializers.Serializer):
    week_starting = serializers.DateField()
    mews = serializers.ChoiceField(choices=["north-barn", "weathering-lawn", "hack-pen"])
    document = serializers.FileField(max_length=120, allow_empty_file=False)

    def validate_document(self, f):
        if not f.name.endswith((".yml", ".yaml")):
            raise serializers.ValidationError("schedule must be a .yml or .yaml file")
        if f.size > 256 * 1024:
            raise serializers.ValidationError("schedule file is too large")
        return f


class FeedEntrySerializer(serializers.Serializer):
    bird = serializers.CharField(max_length=40)
    day = serializers.ChoiceField(choices=["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    food = serializers.ChoiceField(choices=QUARRY_FOODS)
    grams = serializers.IntegerField(min_value=0, max_value=400)
    fly = serializers.BooleanField(default=False)


class ScheduleParser:
    def entries(self, stream) -> list[dict]:
        document = yaml.safe_load(stream)
        if not isinstance(document, dict) or "feeds" not in document:
            raise serializers.ValidationError({"document": "expected a mapping with a 'feeds' list"})
        return list(document["feeds"])


class ScheduleStore:
    def replace_week(self, mews: str, week: dt.date, entries: list[dict]) -> int:
        # Written to the mews database table `feed_plan`; omitted here.
        return len(entries)


class FeedingScheduleUploadView(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [parsers.MultiPartParser]
    schedule_parser = ScheduleParser()
    store = ScheduleStore()

    def post(self, request):
        upload = ScheduleUploadSerializer(data=request.data)
        upload.is_valid(raise_exception=True)
        meta = upload.validated_data

        raw_entries = self.schedule_parser.entries(meta["document"])
        feeds = FeedEntrySerializer(data=raw_entries, many=True)
        feeds.is_valid(raise_exception=True)

        saved = self.store.replace_week(meta["mews"], meta["week_starting"], feeds.validated_data)
        birds = sorted({e["bird"] for e in feeds.validated_data})
        return Response(
            {"mews": meta["mews"], "week_starting": meta["week_starting"], "entries": saved, "birds": birds},
            status=status.HTTP_201_CREATED,
        )
