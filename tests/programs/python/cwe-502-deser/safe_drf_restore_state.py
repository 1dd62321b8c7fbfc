# Django REST Framework endpoint restoring a saved wizard state
import json

from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView


class RestoreSerializer(serializers.Serializer):
    state = serializers.CharField()


class WizardRestoreView(APIView):
    def post(self, request):
        s = RestoreSerializer(data=request.data)
        s.is_valid(raise_exception=True)
        state = json.loads(s.validated_data["state"])
        if not isinstance(state, dict):
            return Response({"error": "bad state"}, status=status.HTTP_400_BAD_REQUEST)
        request.session["wizard_step"] = int(state.get("step", 1))
        return Response({"step": request.session["wizard_step"]})
