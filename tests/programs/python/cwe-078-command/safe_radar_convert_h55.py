# Django view converting uploaded radar sweep files to a chosen raster format with gdal_translate.
import os
import subprocess
import tempfile
from django.http import FileResponse, HttpResponseBadRequest
from django.views import View

OUTPUT_FORMATS = {"gtiff": "GTiff", "png": "PNG", "jpeg": "JPEG", "netcdf": "netCDF"}


class ConversionError(Exception):
    pass


class TranslateCommandBuilder:
    def __init__(self):
        self._parts = ["gdal_translate", "-q"]

    def output_format(self, fmt: str):
        self._parts += ["-of", fmt]
        return self

    def files(self, src: str, dst: str):
        self._parts += [src, dst]
        return self

    def build(self):
        return list(self._parts)


class RadarConverter:
    def resolve_format(self, requested: str) -> str:
        fmt = OUTPUT_FORMATS.get(requested.lower())
        if fmt is None:
            raise ConversionError("invalid format")
        return fmt

    def convert(self, src_path: str, requested: str, workdir: str) -> str:
        fmt = self.resolve_format(requested)
        dst = os.path.join(workdir, "sweep.out")
        cmd = TranslateCommandBuilder().output_format(fmt).files(src_path, dst).build()
        if subprocess.run(cmd).returncode != 0:
            raise ConversionError("conversion failed")
        return dst


class RadarConvertView(View):
    converter = RadarConverter()

    def post(self, request):
        upload = request.FILES.get("sweep")
        if upload is None:
            return HttpResponseBadRequest("missing sweep file")
        workdir = tempfile.mkdtemp(prefix="radar-")
        src = os.path.join(workdir, "sweep.in")
        with open(src, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        try:
            out = self.converter.convert(src, request.POST.get("format", "GTiff"), workdir)
        except ConversionError as exc:
            return HttpResponseBadRequest(str(exc))
        return FileResponse(open(out, "rb"), as_attachment=True, filename="sweep-converted")
