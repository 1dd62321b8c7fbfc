// An icesculpture thumbnail program of the h65 set (cwe-078-command).
package com.icesculpt.gallery;

import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * Produces gallery thumbnails of finished ice sculptures. Photos are taken
 * right after carving (before they start to melt) and stored by UUID.
 */
public class SculptureThumbnailFunction implements HttpFunction {

    private static final Path PHOTO_ROOT =
            Paths.get(System.getenv().getOrDefault("SCULPTURE_PHOTO_ROOT", "/mnt/sculpture-photos"));

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        Optional<String> photoParam = request.getFirstQueryParameter("photo");
        int width;
        try {
            width = Integer.parseInt(request.getFirstQueryParameter("width").orElse("320"));
        } catch (NumberFormatException e) {
            width = -1;
        }
        if (width < 32 || width > 2048) {
            response.setStatusCode(400);
            response.getWriter().write("width must be between 32 and 2048");
            return;
        }

        UUID photoId;
        try {
            photoId = UUID.fromString(photoParam.orElse(""));
        } catch (IllegalArgumentException e) {
            response.setStatusCode(400);
            response.getWriter().write("photo must be a UUID");
            return;
        }

        Path source = PHOTO_ROOT.resolve(photoId + ".jpg");
        if (!Files.exists(source)) {
            response.setStatusCode(404);
            return;
        }
        Path target = Files.createTempFile("thumb-", ".jpg");
        try {
            Process proc = new ProcessBuilder("convert", source.toString(),
                    "-resize", width + "x", "-strip", "-quality", "82", target.toString())
                    .redirectErrorStream(true)
                    .start();
            if (!proc.waitFor(20, TimeUnit.SECONDS) || proc.exitValue() != 0) {
                proc.destroyForcibly();
                response.setStatusCode(502);
                return;
            }
            response.setContentType("image/jpeg");
            response.appendHeader("Cache-Control", "public, max-age=86400");
            try (OutputStream out = response.getOutputStream()) {
                Files.copy(target, out);
            }
        } finally {
            Files.deleteIfExists(target);
        }
    }
}
