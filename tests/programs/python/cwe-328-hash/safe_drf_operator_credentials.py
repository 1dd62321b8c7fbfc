# Django REST framework endpoints that register fleet operators and return their profile with an ETag.
import hashlib
import secrets

from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from fleet.models import Operator

PBKDF2_ROUNDS = 600_000


def hash_operator_password(password: str, salt: bytes) -> str:
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, PBKDF2_ROUNDS).hex()
    return "pbkdf2_sha256$%d$%s$%s" % (PBKDF2_ROUNDS, salt.hex(), digest)


def profile_etag(payload: dict) -> str:
    raw = "|".join(f"{k}={payload[k]}" for k in sorted(payload))
    return '"%s"' % hashlib.md5(raw.encode("utf-8"), usedforsecurity=False).hexdigest()


class OperatorSignupSerializer(serializers.Serializer):
    username = serializers.RegexField(r"^[a-z][a-z0-9_]{2,31}\Z")
    email = serializers.EmailField()
    password = serializers.CharField(min_length=12, write_only=True)
    depot = serializers.CharField(max_length=32)

    def create(self, validated):
        salt = secrets.token_bytes(16)
        return Operator.objects.create(
            username=validated["username"],
            email=validated["email"],
            depot=validated["depot"],
            password_hash=hash_operator_password(validated["password"], salt),
        )


class OperatorSignupView(APIView):
    authentication_classes = []
    permission_classes = []

    def post(self, request):
        serializer = OperatorSignupSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        operator = serializer.save()
        body = {"id": operator.pk, "username": operator.username, "depot": operator.depot}
        return Response(body, status=status.HTTP_201_CREATED, headers={"ETag": profile_etag(body)})
