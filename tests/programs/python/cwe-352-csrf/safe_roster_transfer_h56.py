# Django REST Framework endpoint that moves a student between sections of a course during add/drop week
from django.db import transaction
from django.shortcuts import get_object_or_404
from rest_framework import serializers, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Enrollment, Section


class TransferSerializer(serializers.Serializer):
    from_section = serializers.IntegerField(min_value=1)
    to_section = serializers.IntegerField(min_value=1)


def has_capacity(section):
    return section.enrollments.count() < section.capacity


def open_for_changes(section):
    return section.term.add_drop_open


class SectionTransferView(APIView):
    authentication_classes = [SessionAuthentication]
    permission_classes = [IsAuthenticated]

    def post(self, request):
        data = TransferSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        source = get_object_or_404(Section, pk=data.validated_data["from_section"])
        target = get_object_or_404(Section, pk=data.validated_data["to_section"], course=source.course)
        if not open_for_changes(target):
            return Response({"detail": "add/drop is closed"}, status=status.HTTP_403_FORBIDDEN)
        with transaction.atomic():
            enrollment = get_object_or_404(
                Enrollment.objects.select_for_update(), student=request.user, section=source
            )
            if not has_capacity(target):
                return Response({"detail": "section full"}, status=status.HTTP_409_CONFLICT)
            enrollment.section = target
            enrollment.save(update_fields=["section"])
        return Response({"section": target.pk}, status=status.HTTP_200_OK)
