# Django middleware and view serving a student's class timetable to district partner portals over CORS.
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.utils.cache import patch_vary_headers

API_PREFIX = "/api/timetable/"
DEFAULT_ORIGINS = ("https://portal.district-schools.example", "https://parents.district-schools.example")


def cors_middleware(get_response):
    allowed = tuple(getattr(settings, "TIMETABLE_CORS_ORIGINS", DEFAULT_ORIGINS))

    def origin_ok(origin):
        return any(origin.startswith(candidate) for candidate in allowed)

    def middleware(request):
        response = get_response(request)
        origin = request.headers.get("Origin")
        if request.path.startswith(API_PREFIX) and origin and origin_ok(origin):
            response["Access-Control-Allow-Origin"] = origin
            response["Access-Control-Allow-Credentials"] = "true"
            response["Access-Control-Allow-Methods"] = "GET, OPTIONS"
            patch_vary_headers(response, ("Origin",))
        return response

    return middleware


@login_required
def my_timetable(request):
    student = request.user.student_profile
    lessons = student.lessons.select_related("course", "room").order_by("weekday", "starts_at")
    return JsonResponse({
        "student": student.display_name,
        "lessons": [
            {"day": l.weekday, "start": l.starts_at.isoformat(), "course": l.course.title, "room": l.room.code}
            for l in lessons
        ],
    })
