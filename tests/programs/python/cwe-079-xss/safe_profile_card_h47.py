# Django function views rendering a member's public profile card fragment for the directory.
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, escape
from django.utils.safestring import mark_safe

from members.models import Member


class ProfileCard:
    def __init__(self, member: Member, tagline: str):
        self.name = member.display_name
        self.city = member.city
        self.tagline = tagline

    def render(self) -> str:
        header = format_html("<h3 class='card-name'>{}</h3>", self.name)
        meta = format_html("<span class='card-city'>{}</span>", self.city)
        tagline = mark_safe("<p class='card-tagline'>%s</p>" % self.tagline)
        return header + meta + tagline


def _tagline_from_request(request, member: Member) -> str:
    override = request.GET.get("tagline")
    if override:
        return escape(override)
    return escape(member.tagline or "")


@login_required
def profile_card(request, member_id):
    member = get_object_or_404(Member, pk=member_id, is_public=True)
    card = ProfileCard(member, _tagline_from_request(request, member))
    return HttpResponse(card.render(), content_type="text/html")
