// Dropwizard resource that turns uploaded images into thumbnails with ImageMagick.
package com.acme.media.resources;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Map;

@Path("/thumbnails")
public class ThumbnailResource {

    private static final Map<String, String> MIME = Map.of(
            "png", "image/png", "jpg", "image/jpeg", "webp", "image/webp");

    record ConvertJob(java.nio.file.Path input, String size, String format) {}

    private final String workDir;

    public ThumbnailResource(String workDir) {
        this.workDir = workDir;
    }

    private String commandFor(ConvertJob job, String outName) {
        return String.format("convert %s -thumbnail %s %s/%s", job.input(), job.size(), workDir, outName);
    }

    @POST
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    public Response create(InputStream body,
                           @QueryParam("size") @DefaultValue("128x128") String size,
                           @QueryParam("format") @DefaultValue("png") String format)
            throws IOException, InterruptedException {
        if (!size.matches("\\d{1,4}x\\d{1,4}")) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        java.nio.file.Path input = Files.createTempFile(Paths.get(workDir), "upload", ".bin");
        Files.copy(body, input, StandardCopyOption.REPLACE_EXISTING);
        ConvertJob job = new ConvertJob(input, size, format);
        String outName = input.getFileName() + "." + job.format();
        Process proc = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", commandFor(job, outName)});
        if (proc.waitFor() != 0) {
            return Response.serverError().build();
        }
        byte[] out = Files.readAllBytes(Paths.get(workDir, outName));
        return Response.ok(out).type(MIME.getOrDefault(format, "application/octet-stream")).build();
    }
}
