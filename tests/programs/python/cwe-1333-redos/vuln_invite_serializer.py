# DRF serializer and viewset for inviting teammates to a workspace.
import re

from rest_framework import mixins, permissions, serializers, viewsets

from workspaces.models import Invitation

EMAIL_PATTERN = re.compile(r"^([\w+-]+\.?)+@([\w-]+\.)+[A-Za-z]{2,24}$")


class InvitationSerializer(serializers.ModelSerializer):
    email = serializers.CharField()

    class Meta:
        model = Invitation
        fields = ["id", "email", "role", "created_at"]
        read_only_fields = ["id", "created_at"]

    def validate_email(self, value: str) -> str:
        value = value.strip()
        if not EMAIL_PATTERN.match(value):
            raise serializers.ValidationError("Enter a valid email address.")
        return value.lower()

    def validate_role(self, value: str) -> str:
        if value not in {"member", "admin", "viewer"}:
            raise serializers.ValidationError("Unknown role.")
        return value


class InvitationViewSet(mixins.CreateModelMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    serializer_class = InvitationSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Invitation.objects.filter(workspace=self.request.user.workspace)

    def perform_create(self, serializer):
        serializer.save(workspace=self.request.user.workspace, invited_by=self.request.user)
