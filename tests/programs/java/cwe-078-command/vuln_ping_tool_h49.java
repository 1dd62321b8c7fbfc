// Vert.x web route that runs a network reachability check against a host supplied by an operator.
package com.acme.netops;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

public class PingVerticle extends AbstractVerticle {

    private static final Pattern HOST = Pattern.compile("[a-zA-Z0-9][a-zA-Z0-9.-]{0,252}");

    @Override
    public void start(Promise<Void> startPromise) {
        Router router = Router.router(vertx);
        router.get("/ops/ping").handler(this::handlePing);
        vertx.createHttpServer().requestHandler(router).listen(8088)
                .onSuccess(server -> startPromise.complete())
                .onFailure(startPromise::fail);
    }

    private void handlePing(RoutingContext ctx) {
        String host = ctx.request().getParam("host");
        if (host == null || !HOST.matcher(host).find()) {
            ctx.response().setStatusCode(400).end("bad host");
            return;
        }
        vertx.<String>executeBlocking(promise -> {
            try {
                promise.complete(runPing(host));
            } catch (IOException | InterruptedException e) {
                promise.fail(e);
            }
        }).onSuccess(out -> ctx.response().putHeader("Content-Type", "text/plain").end(out))
          .onFailure(ctx::fail);
    }

    private String runPing(String host) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "ping -c 3 -W 2 " + host);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        byte[] output = proc.getInputStream().readAllBytes();
        proc.waitFor();
        return new String(output, StandardCharsets.UTF_8);
    }
}
