# A DRF endpoint that previews a banner message as an HTML fragment.
from django.utils.html import escape
from rest_framework.decorators import api_view, renderer_classes
from rest_framework.renderers import StaticHTMLRenderer
from rest_framework.response import Response


@api_view(["GET"])
@renderer_classes([StaticHTMLRenderer])
def banner_preview(request):
    msg = request.query_params.get("msg", "")
    return Response("<div class='banner'>" + escape(msg) + "</div>")
