# Django REST Framework endpoint that sends a test event to a webhook URL
import requests
from rest_framework import serializers
from rest_framework.decorators import api_view
from rest_framework.response import Response

RELAYS = {
    "slack": "https://hooks.slack.com/services/relay/test",
    "teams": "https://outlook.office.com/webhook/relay/test",
}


class WebhookTestSerializer(serializers.Serializer):
    target = serializers.ChoiceField(choices=sorted(RELAYS))
    event = serializers.ChoiceField(choices=["order.created", "order.paid"])


@api_view(["POST"])
def webhook_test(request):
    s = WebhookTestSerializer(data=request.data)
    s.is_valid(raise_exception=True)
    resp = requests.post(
        RELAYS[s.validated_data["target"]],
        json={"event": s.validated_data["event"], "test": True},
        timeout=5,
    )
    return Response({"delivered": resp.ok, "status": resp.status_code, "body": resp.text[:500]})
