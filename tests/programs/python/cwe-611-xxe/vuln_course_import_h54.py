# Django view that imports course timetable sessions from an uploaded XML export using a SAX handler.
import xml.sax
from xml.sax.handler import feature_external_ges, feature_external_pes

from django.http import JsonResponse
from django.views.decorators.http import require_POST


class TimetableHandler(xml.sax.ContentHandler):
    def __init__(self, on_session):
        super().__init__()
        self.on_session = on_session
        self.current = None
        self.field = None

    def startElement(self, name, attrs):
        if name == "session":
            self.current = {"room": attrs.get("room", "")}
        elif self.current is not None:
            self.field = name
            self.current.setdefault(name, "")

    def characters(self, content):
        if self.current is not None and self.field:
            self.current[self.field] += content

    def endElement(self, name):
        if name == "session" and self.current is not None:
            self.on_session({k: v.strip() for k, v in self.current.items()})
            self.current = None
        self.field = None


def parse_upload(stream, on_session):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(TimetableHandler(on_session))
    parser.parse(stream)


@require_POST
def import_timetable(request, term_id):
    upload = request.FILES.get("timetable")
    if upload is None:
        return JsonResponse({"error": "timetable missing"}, status=400)
    sessions = []
    try:
        parse_upload(upload, sessions.append)
    except xml.sax.SAXParseException as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    courses = sorted({s.get("title", "") for s in sessions})
    return JsonResponse({"term": term_id, "sessions": sessions, "courses": courses})
