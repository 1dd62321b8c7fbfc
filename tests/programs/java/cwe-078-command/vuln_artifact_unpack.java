// Build agent HTTP route that unpacks an uploaded build artifact archive into the job workspace
package dev.forgeci.agent;

import java.nio.file.Path;
import java.nio.file.Paths;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

public class ArtifactVerticle extends AbstractVerticle {

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
        String jobId = ctx.pathParam("jobId");
        String name = ctx.pathParam("name");
        UnpackRequest request = new UnpackRequest(
                artifactRoot.resolve(jobId).resolve(name).toString(),
                workspaceRoot.resolve(jobId).toString());

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
        String script = "mkdir -p " + request.target() + " && tar -xzf " + request.archive()
                + " -C " + request.target();
        Process process = new ProcessBuilder("/bin/sh", "-c", script)
                .redirectErrorStream(true)
                .start();
        process.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        return process.waitFor();
    }

    record UnpackRequest(String archive, String target) {}
}
