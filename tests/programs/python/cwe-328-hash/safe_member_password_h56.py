# Django views that set and verify a gym member's password for the class booking app
import hashlib
import hmac
import json
import secrets

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import MemberCredential


def parse(request):
    data = json.loads(request.body or b"{}")
    return data.get("member_id"), data.get("password", "")


def digest(password: str, salt: bytes) -> str:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32).hex()


def strong_enough(password: str) -> bool:
    checks = (lambda p: len(p) >= 10, lambda p: any(c.isdigit() for c in p), lambda p: not p.isdigit())
    return all(check(password) for check in checks)


@login_required
@require_POST
def set_password(request):
    _, password = parse(request)
    if not strong_enough(password):
        return JsonResponse({"error": "password too weak"}, status=400)
    salt = secrets.token_bytes(16)
    MemberCredential.objects.update_or_create(
        member_id=request.user.pk, defaults={"salt": salt.hex(), "hash": digest(password, salt)}
    )
    return JsonResponse({"member": request.user.pk}, status=201)


@require_POST
def verify(request):
    member_id, password = parse(request)
    cred = MemberCredential.objects.filter(member_id=member_id).first()
    ok = cred is not None and hmac.compare_digest(cred.hash, digest(password, bytes.fromhex(cred.salt)))
    return JsonResponse({"ok": ok}, status=200 if ok else 401)
