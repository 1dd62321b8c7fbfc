// Build agent HTTP route that unpacks an uploaded build artifact archive into the job workspace
package dev.forgeci.agent;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Pattern;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

public class ArtifactVerticle extends AbstractVerticle {

    private static final Pattern ARCHIVE_NAME = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\\.tar\\.gz$");

    private final Path artifactRoot = Paths.get("/var/lib/forgeci/artifacts");
    private final Path workspaceRoot = Paths.get("/var/lib/forgeci/workspaces");

    @Override
    public void start(Promise<Void> startPromise) {
        Router router = Router.router(vertx);
        router.post("/jobs/:jobId/artifacts/:name/unpack").handler(this::unpack);
        vertx.createHttpServer().requestHandler(router).listen(8089)
                .<Void>mapEmpty().onComplete(startPromise);
    }

    private void unpack(RoutingContext ctx) {
        String name = ctx.pathParam("name");
        long jobId;
        try {
            jobId = Long.parseLong(ctx.pathParam("jobId"));
        } catch (NumberFormatException e) {
            ctx.response().setStatusCode(400).end("bad job id");
            return;
        }
        if (!ARCHIVE_NAME.matcher(name).matches()) {
            ctx.response().setStatusCode(400).end("bad artifact name");
            return;
        }
        UnpackRequest request = new UnpackRequest(
                artifactRoot.resolve(Long.toString(jobId)).resolve(name).toString(),
                workspaceRoot.resolve(Long.toString(jobId)));

        vertx.<Integer>executeBlocking(promise -> {
            try {
                promise.complete(runTar(request));
            } catch (Exception e) {
                promise.fail(e);
            }
        }).onSuccess(code -> ctx.json(new JsonObject().put("job", jobId).put("exitCode", code)))
          .onFailure(err -> ctx.response().setStatusCode(500).end(err.getMessage()));
    }

    private static int runTar(UnpackRequest request) throws Exception {
        Files.createDirectories(request.target());
        Process process = new ProcessBuilder("tar", "-xzf", request.archive(), "-C", request.target().toString())
                .redirectErrorStream(true)
                .start();
        process.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        return process.waitFor();
    }

    record UnpackRequest(String archive, Path target) {}
}
