# A wheel spec channels program of the h65 set (cwe-502-deser).
import json

from asgiref.sync import async_to_sync
from channels.generic.websocket import WebsocketConsumer

from workshop.models import WheelSpec

FIELDS = ("diameter_mm", "spokes", "felloes", "dish_mm", "hub_timber", "tyre_width_mm")


class WheelSpecConsumer(WebsocketConsumer):
    """Keeps the bench tablets in step while a cartwheel is being set out."""

    def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            self.close(code=4401)
            return
        self.job_id = int(self.scope["url_route"]["kwargs"]["job_id"])
        self.group = f"wheel-job-{self.job_id}"
        async_to_sync(self.channel_layer.group_add)(self.group, self.channel_name)
        self.accept()

    def disconnect(self, code):
        if hasattr(self, "group"):
            async_to_sync(self.channel_layer.group_discard)(self.group, self.channel_name)

    def receive(self, text_data=None, bytes_data=None):
        if bytes_data is None:
            self.send(text_data=json.dumps({"error": "spec updates are sent as binary frames"}))
            return

        try:
            spec = json.loads(bytes_data.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            self.send(text_data=json.dumps({"error": "spec must be JSON"}))
            return
        if not isinstance(spec, dict):
            self.send(text_data=json.dumps({"error": "spec must be a mapping"}))
            return

        try:
            values = {
                "diameter_mm": int(spec["diameter_mm"]),
                "spokes": int(spec["spokes"]),
                "felloes": int(spec["felloes"]),
                "dish_mm": float(spec["dish_mm"]),
                "hub_timber": str(spec.get("hub_timber", "elm"))[:30],
                "tyre_width_mm": int(spec["tyre_width_mm"]),
            }
        except (KeyError, TypeError, ValueError):
            self.send(text_data=json.dumps({"error": "spec is missing measurements"}))
            return

        if values["spokes"] != values["felloes"] * 2:
            self.send(text_data=json.dumps({"error": "each felloe carries two spokes"}))
            return

        WheelSpec.objects.update_or_create(job_id=self.job_id, defaults=values)
        async_to_sync(self.channel_layer.group_send)(
            self.group,
            {"type": "spec.changed", "spec": values, "by": self.scope["user"].get_username()},
        )

    def spec_changed(self, event):
        self.send(text_data=json.dumps({"spec": event["spec"], "by": event["by"], "fields": FIELDS}))
