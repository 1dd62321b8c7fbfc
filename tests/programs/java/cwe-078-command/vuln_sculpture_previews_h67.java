// A sculpture previews program of the h67 set (cwe-078-command).
// ice sculptors: render PNG thumbnails of uploaded sculpture meshes for the client proofing page
package events.frostworks.previews;

import io.smallrye.common.annotation.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.RestQuery;

@ApplicationScoped
class ThumbnailRenderer {

    private final java.nio.file.Path meshDir;
    private final java.nio.file.Path thumbDir;

    ThumbnailRenderer(@ConfigProperty(name = "frostworks.mesh-dir") String meshDir,
                      @ConfigProperty(name = "frostworks.thumb-dir") String thumbDir) {
        this.meshDir = java.nio.file.Path.of(meshDir);
        this.thumbDir = java.nio.file.Path.of(thumbDir);
    }

    byte[] render(String meshFile, int size) throws IOException, InterruptedException {
        java.nio.file.Path out = Files.createTempFile(thumbDir, "thumb-", ".png");
        String cmd = "cd " + meshDir + " && stl-thumb --size " + size + " " + meshFile + " " + out;
        Process p = new ProcessBuilder("sh", "-c", cmd)
                .redirectErrorStream(true)
                .start();
        if (!p.waitFor(20, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            Files.deleteIfExists(out);
            throw new IOException("thumbnail rendering failed for " + meshFile);
        }
        try {
            return Files.readAllBytes(out);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}

@Path("/proofs/thumbnail")
public class ThumbnailResource {

    private final ThumbnailRenderer renderer;

    public ThumbnailResource(ThumbnailRenderer renderer) {
        this.renderer = renderer;
    }

    @GET
    @Blocking
    @Produces("image/png")
    public Response thumbnail(
            @RestQuery @NotBlank @Pattern(regexp = ".+\\.stl") String mesh,
            @RestQuery @Min(64) @Max(1024) int size) {
        try {
            byte[] png = renderer.render(mesh, size);
            return Response.ok(png).header("Cache-Control", "max-age=300").build();
        } catch (IOException e) {
            return Response.status(Response.Status.BAD_GATEWAY).build();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Response.serverError().build();
        }
    }
}
