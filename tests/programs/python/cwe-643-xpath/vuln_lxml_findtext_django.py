# Django view reading one setting out of an XML document
from django.http import HttpResponse
from lxml import etree

DOCUMENT = b"<settings><item key='theme'>dark</item></settings>"


def setting(request):
    key = request.GET.get("key", "theme")
    root = etree.fromstring(DOCUMENT)
    value = root.findtext("./item[@key='%s']" % key)
    return HttpResponse(value or "")
