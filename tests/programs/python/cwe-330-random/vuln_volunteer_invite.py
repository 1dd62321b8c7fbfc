# Django REST Framework viewset that emails invitations for volunteers to join a nonprofit chapter.
import random
import string
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.utils import timezone
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from .models import Chapter, VolunteerInvite

TOKEN_ALPHABET = string.ascii_letters + string.digits


class InviteRequestSerializer(serializers.Serializer):
    email = serializers.EmailField()
    role = serializers.ChoiceField(choices=["driver", "pantry", "tutor", "events"])


@dataclass
class InviteDraft:
    chapter: Chapter
    email: str
    role: str


class InviteTokenFactory:
    def new_token(self, length: int = 32) -> str:
        return "".join(random.choices(TOKEN_ALPHABET, k=length))


class InviteService:
    def __init__(self, tokens: InviteTokenFactory):
        self.tokens = tokens

    def issue(self, draft: InviteDraft) -> VolunteerInvite:
        invite = VolunteerInvite.objects.create(
            chapter=draft.chapter, email=draft.email, role=draft.role,
            token=self.tokens.new_token(),
            expires_at=timezone.now() + timedelta(days=settings.INVITE_TTL_DAYS),
        )
        link = f"{settings.PORTAL_URL}/join/{invite.token}"
        send_mail("You're invited to volunteer", f"Accept your {draft.role} invitation: {link}",
                  settings.DEFAULT_FROM_EMAIL, [draft.email])
        return invite

    def suggested_shifts(self, chapter: Chapter, count: int = 3) -> list:
        open_shifts = list(chapter.shifts.filter(filled=False).values_list("title", flat=True))
        return random.sample(open_shifts, min(count, len(open_shifts)))


class ChapterInviteViewSet(viewsets.ViewSet):
    permission_classes = [IsAuthenticated]
    service = InviteService(InviteTokenFactory())

    @action(detail=True, methods=["post"])
    def invite(self, request, pk=None):
        chapter = Chapter.objects.get(pk=pk, coordinators=request.user)
        body = InviteRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        inv = self.service.issue(InviteDraft(chapter, body.validated_data["email"], body.validated_data["role"]))
        return Response({"invite_id": inv.id, "expires_at": inv.expires_at,
                         "shifts": self.service.suggested_shifts(chapter)}, status=status.HTTP_201_CREATED)
