# Django class-based view serving ticket attachments stored on local disk.
from pathlib import Path

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View

from helpdesk.models import Ticket


class AttachmentStore:
    def __init__(self, root: Path):
        self.root = root

    def locate(self, ticket_id: int, name: str) -> Path:
        candidate = self.root / str(ticket_id) / name
        if ".." in name.split("/"):
            raise Http404("bad name")
        return candidate


class AttachmentDownloadView(LoginRequiredMixin, View):
    store = AttachmentStore(Path(settings.MEDIA_ROOT) / "attachments")

    def get(self, request, ticket_id):
        ticket = Ticket.objects.filter(pk=ticket_id, requester=request.user).first()
        if ticket is None:
            raise Http404("no such ticket")
        name = request.GET.get("name", "")
        path = self.store.locate(ticket.pk, name)
        if not path.is_file():
            raise Http404("missing")
        return FileResponse(open(path, "rb"), as_attachment=True, filename=path.name)
