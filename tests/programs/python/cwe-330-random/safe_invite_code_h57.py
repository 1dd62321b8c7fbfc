# Assessment invitations for a recruitment platform: issues one-time access codes to candidates.
import secrets
import string
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

from .models import AssessmentInvite

ALPHABET = string.ascii_letters + string.digits


class CodeGenerator:
    def __init__(self, length: int = 24):
        self.length = length

    def generate(self) -> str:
        return "".join(secrets.choice(ALPHABET) for _ in range(self.length))


@dataclass
class InviteRequest:
    candidate_email: str
    assessment_id: int
    valid_days: int = 7


class InviteService:
    def __init__(self, generator: CodeGenerator):
        self.generator = generator

    def issue(self, req: InviteRequest) -> AssessmentInvite:
        return AssessmentInvite.objects.create(
            email=req.candidate_email,
            assessment_id=req.assessment_id,
            code=self.generator.generate(),
            expires_at=datetime.now(timezone.utc) + timedelta(days=req.valid_days),
        )

    def redeem(self, code: str):
        now = datetime.now(timezone.utc)
        return AssessmentInvite.objects.filter(code=code, expires_at__gt=now, used=False).first()


service = InviteService(CodeGenerator())


@staff_member_required
@require_POST
def create_invite(request):
    req = InviteRequest(request.POST["email"], int(request.POST["assessment_id"]))
    invite = service.issue(req)
    return JsonResponse({"link": f"https://assess.talentbridge.example/start/{invite.code}"}, status=201)


@require_GET
def start_assessment(request, code: str):
    invite = service.redeem(code)
    if invite is None:
        return JsonResponse({"error": "invitation not found or expired"}, status=404)
    return JsonResponse({"assessment": invite.assessment_id, "email": invite.email})
