# An enumeration, a loop or a redirect: django enum param (written in review)
import subprocess
from flask import redirect
from enum import Enum
from django.http import HttpResponse
class Fmt(str, Enum):
    PDF = "pdf"
def export(request, fmt: Fmt):
    return redirect(fmt)
