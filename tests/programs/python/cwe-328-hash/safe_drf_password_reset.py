# Django REST Framework endpoint that sets a new account password
from django.contrib.auth.hashers import make_password
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class NewPasswordSerializer(serializers.Serializer):
    password = serializers.CharField(min_length=10, write_only=True)


class SetPasswordView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        s = NewPasswordSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        request.user.profile.password_hash = make_password(s.validated_data["password"])
        request.user.profile.save(update_fields=["password_hash"])
        return Response({"updated": True})
