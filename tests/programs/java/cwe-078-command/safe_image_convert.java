// JAX-RS resource that converts uploaded images to another format using ImageMagick.
package com.acme.media.api;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

@Path("/media/convert")
public class ImageConvertResource {

    private static final String CONVERT_BIN = "/usr/bin/convert";
    private static final Map<String, String> FORMATS = Map.of(
            "png", "png", "jpg", "jpeg", "jpeg", "jpeg", "webp", "webp", "gif", "gif");

    @POST
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    public Response convert(@QueryParam("format") String format, InputStream body)
            throws IOException, InterruptedException {
        String key = format == null ? "png" : format.trim().toLowerCase(Locale.ROOT);
        String target = FORMATS.get(key);
        if (target == null) {
            return Response.status(Response.Status.BAD_REQUEST).entity("unsupported format").build();
        }
        java.nio.file.Path src = Files.createTempFile("upload-", ".bin");
        java.nio.file.Path dst = Files.createTempFile("converted-", ".out");
        try {
            Files.copy(body, src, StandardCopyOption.REPLACE_EXISTING);
            String cmd = String.format("%s %s %s:%s", CONVERT_BIN, src, target, dst);
            Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", cmd});
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                return Response.serverError().entity("conversion failed").build();
            }
            return Response.ok(Files.readAllBytes(dst)).build();
        } finally {
            Files.deleteIfExists(src);
            Files.deleteIfExists(dst);
        }
    }
}
