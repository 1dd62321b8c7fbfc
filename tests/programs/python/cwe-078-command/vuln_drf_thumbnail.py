# Django REST Framework view that renders a thumbnail for a stored image
import subprocess

from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView


class ThumbSerializer(serializers.Serializer):
    image = serializers.CharField(max_length=255)
    width = serializers.IntegerField(min_value=16, max_value=1024)


class ThumbnailView(APIView):
    def post(self, request):
        s = ThumbSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        image = s.validated_data["image"]
        width = s.validated_data["width"]
        cmd = f"convert /media/images/{image} -resize {width}x /media/thumbs/{width}.png"
        result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        return Response({"ok": result.returncode == 0})
