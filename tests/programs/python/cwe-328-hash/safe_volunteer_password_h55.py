# Django REST framework viewset registering charity volunteers and storing their login credentials.
import hashlib
import hmac
import os
from rest_framework import serializers, status, viewsets
from rest_framework.response import Response

from .models import Volunteer


class PasswordHasher:
    algorithm = "scrypt"

    def _derive(self, password: str, salt: bytes) -> str:
        return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32).hex()

    def hash(self, password: str) -> str:
        salt = os.urandom(16)
        return f"{self.algorithm}${salt.hex()}${self._derive(password, salt)}"

    def verify(self, password: str, stored: str) -> bool:
        _, salt_hex, digest = stored.split("$")
        return hmac.compare_digest(self._derive(password, bytes.fromhex(salt_hex)), digest)


class VolunteerSignupSerializer(serializers.Serializer):
    email = serializers.EmailField()
    full_name = serializers.CharField(max_length=120)
    password = serializers.CharField(min_length=10, write_only=True)


class VolunteerService:
    def __init__(self, hasher: PasswordHasher):
        self.hasher = hasher

    def register(self, data: dict) -> Volunteer:
        if Volunteer.objects.filter(email__iexact=data["email"]).exists():
            raise ValueError("email already registered")
        return Volunteer.objects.create(
            email=data["email"].lower(),
            full_name=data["full_name"],
            password_hash=self.hasher.hash(data["password"]),
        )


class VolunteerSignupViewSet(viewsets.ViewSet):
    service = VolunteerService(PasswordHasher())

    def create(self, request):
        serializer = VolunteerSignupSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            volunteer = self.service.register(serializer.validated_data)
        except ValueError as exc:
            return Response({"detail": str(exc)}, status=status.HTTP_409_CONFLICT)
        return Response({"id": volunteer.pk, "email": volunteer.email}, status=status.HTTP_201_CREATED)
