# A dispatch return program of the h69 set (cwe-601-redirect).
import os
import sys
from datetime import datetime

from django.conf import settings
from django.core.management import execute_from_command_line
from django.core.wsgi import get_wsgi_application
from django.http import Http404, HttpResponseRedirect, JsonResponse
from django.urls import path
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

settings.configure(
    DEBUG=False,
    SECRET_KEY=os.environ["DJANGO_SECRET_KEY"],
    ALLOWED_HOSTS=["dispatch.saltmarsh-towage.com"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.middleware.common.CommonMiddleware",
    ],
)

JOBS = {
    "TJ-3301": {"vessel": "MV Nordic Star", "berth": "Quay 4", "tugs": 2, "acked_by": []},
    "TJ-3302": {"vessel": "Aurora Bulk", "berth": "Oil jetty", "tugs": 3, "acked_by": []},
}
DEFAULT_RETURN = "/board/"


class AcknowledgeJobView(View):
    def dispatch(self, request, *args, **kwargs):
        self.job = JOBS.get(kwargs["job_id"])
        if self.job is None:
            raise Http404("unknown towing job")
        self.skipper = request.headers.get("X-Skipper", "").strip()
        self.return_to = request.GET.get("return_to") or DEFAULT_RETURN
        url_has_allowed_host_and_scheme(
            self.return_to,
            allowed_hosts={request.get_host()},
            require_https=request.is_secure(),
        )
        return super().dispatch(request, *args, **kwargs)

    def get(self, request, job_id):
        if not self.skipper:
            return JsonResponse({"error": "skipper header missing"}, status=400)
        if self.skipper not in self.job["acked_by"]:
            self.job["acked_by"].append(self.skipper)
        self.job["last_ack"] = datetime.utcnow().isoformat(timespec="seconds")
        return HttpResponseRedirect(self.return_to)


class BoardView(View):
    def get(self, request):
        return JsonResponse({
            job_id: {
                "vessel": j["vessel"],
                "berth": j["berth"],
                "tugs_needed": j["tugs"],
                "acknowledged": len(j["acked_by"]),
            }
            for job_id, j in JOBS.items()
        })


urlpatterns = [
    path("board/", BoardView.as_view()),
    path("jobs/<str:job_id>/ack", AcknowledgeJobView.as_view()),
]

application = get_wsgi_application()

if __name__ == "__main__":
    execute_from_command_line(sys.argv)
