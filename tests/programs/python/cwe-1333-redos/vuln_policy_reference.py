# Django REST Framework serializer and view for registering an insurance policy transfer request.
import re

from rest_framework import generics, permissions, serializers

from .models import PolicyTransfer

POLICY_REFERENCE = re.compile(r"^([A-Za-z0-9]+-?)*$")
MAX_REFERENCE_LENGTH = 4000


class PolicyTransferSerializer(serializers.ModelSerializer):
    previous_insurer_reference = serializers.CharField(max_length=MAX_REFERENCE_LENGTH)

    class Meta:
        model = PolicyTransfer
        fields = ["id", "policy", "previous_insurer", "previous_insurer_reference", "effective_date"]
        read_only_fields = ["id"]

    def validate_previous_insurer_reference(self, value: str) -> str:
        value = value.strip()
        if not POLICY_REFERENCE.match(value):
            raise serializers.ValidationError("references may contain letters, digits and single hyphens")
        return value.upper()

    def validate(self, attrs):
        policy = attrs["policy"]
        if policy.holder_id != self.context["request"].user.pk:
            raise serializers.ValidationError({"policy": "unknown policy"})
        return attrs


class PolicyTransferCreateView(generics.CreateAPIView):
    serializer_class = PolicyTransferSerializer
    permission_classes = [permissions.IsAuthenticated]

    def perform_create(self, serializer):
        serializer.save(requested_by=self.request.user)
