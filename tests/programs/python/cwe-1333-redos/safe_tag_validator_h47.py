# Django class-based API view that validates and saves the keyword tags attached to a blog post.
import json
import re

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View

from blog.models import Post

TAG_LINE = re.compile(r"^[A-Za-z0-9]+(?:\s[A-Za-z0-9]+)*$")
MAX_TAGS = 12


class TagValidationError(ValueError):
    pass


def parse_tags(raw: str) -> list:
    raw = raw.strip()
    if not raw:
        return []
    if not TAG_LINE.match(raw):
        raise TagValidationError("tags must be letters and digits separated by spaces")
    tags = sorted({t.lower() for t in raw.split()})
    if len(tags) > MAX_TAGS:
        raise TagValidationError(f"at most {MAX_TAGS} tags")
    return tags


class PostTagsView(LoginRequiredMixin, View):
    def post(self, request, slug):
        post = get_object_or_404(Post, slug=slug, author=request.user)
        try:
            payload = json.loads(request.body or b"{}")
            tags = parse_tags(str(payload.get("tags", "")))
        except (json.JSONDecodeError, TagValidationError) as exc:
            return JsonResponse({"error": str(exc)}, status=400)
        post.tags = ",".join(tags)
        post.save(update_fields=["tags"])
        return JsonResponse({"slug": post.slug, "tags": tags})
