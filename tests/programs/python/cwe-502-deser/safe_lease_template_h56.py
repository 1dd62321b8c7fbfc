# Django REST Framework view that lets letting agents upload lease clause templates written in YAML
import yaml
from rest_framework import status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import LeaseTemplate

REQUIRED = ("title", "jurisdiction", "clauses")


def load_template(text):
    return yaml.safe_load(text)


def missing_fields(doc):
    return [f for f in REQUIRED if f not in doc] if isinstance(doc, dict) else list(REQUIRED)


def clause_rows(doc):
    clauses = doc["clauses"] if isinstance(doc["clauses"], list) else []
    return [
        {"n": n, "heading": str(c.get("heading", ""))[:200], "body": str(c.get("body", ""))}
        for n, c in enumerate(filter(lambda c: isinstance(c, dict), clauses), 1)
    ]


class LeaseTemplateUpload(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        upload = request.FILES.get("template")
        if upload is None or upload.size > 256_000:
            return Response({"detail": "template file required"}, status=status.HTTP_400_BAD_REQUEST)
        try:
            doc = load_template(upload.read().decode("utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError):
            return Response({"detail": "template is not valid YAML"}, status=status.HTTP_400_BAD_REQUEST)
        if missing := missing_fields(doc):
            return Response({"missing": missing}, status=status.HTTP_400_BAD_REQUEST)
        template = LeaseTemplate.objects.create(
            owner=request.user,
            title=str(doc["title"])[:200],
            jurisdiction=str(doc["jurisdiction"])[:50],
            clauses=clause_rows(doc),
        )
        return Response({"id": template.pk, "clauses": len(template.clauses)}, status=status.HTTP_201_CREATED)
