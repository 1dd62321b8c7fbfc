// A build photos program of the h64 set (cwe-022-path).
package io.mossjar.builds;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.UUID;

/**
 * Builds a contact sheet for a terrarium build log. The uploader widget sends
 * photo keys percent-encoded, e.g. {"build":{"id":"…","photos":[{"key":"day%2003%2Fmoss.jpg","caption":"…"}]}}
 */
class ContactSheetVerticle extends AbstractVerticle {
    private static final Path PHOTO_ROOT = Path.of("/srv/mossjar/build-photos").toAbsolutePath().normalize();

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route().handler(BodyHandler.create().setBodyLimit(64 * 1024));
        router.post("/builds/contact-sheet").blockingHandler(this::contactSheet);
        vertx.createHttpServer().requestHandler(router).listen(8088);
    }

    private void contactSheet(RoutingContext ctx) {
        JsonObject build = ctx.body().asJsonObject().getJsonObject("build", new JsonObject());
        UUID buildId;
        try {
            buildId = UUID.fromString(build.getString("id", ""));
        } catch (IllegalArgumentException e) {
            ctx.response().setStatusCode(400).end("bad build id");
            return;
        }
        Path buildDir = PHOTO_ROOT.resolve(buildId.toString());
        JsonArray photos = build.getJsonArray("photos", new JsonArray());

        JsonArray sheet = new JsonArray();
        JsonArray skipped = new JsonArray();
        for (int i = 0; i < photos.size() && i < 24; i++) {
            JsonObject photo = photos.getJsonObject(i);
            String rawKey = photo.getString("key", "");
            String key = URLDecoder.decode(rawKey, StandardCharsets.UTF_8);
            Path file = buildDir.resolve(key).normalize();
            if (key.isEmpty() || !file.startsWith(buildDir) || !Files.isRegularFile(file)) {
                skipped.add(rawKey);
                continue;
            }
            byte[] bytes = vertx.fileSystem().readFileBlocking(file.toString()).getBytes();
            sheet.add(new JsonObject()
                    .put("caption", photo.getString("caption", ""))
                    .put("data", Base64.getEncoder().encodeToString(bytes)));
        }
        ctx.json(new JsonObject().put("build", buildId.toString()).put("photos", sheet).put("skipped", skipped));
    }
}
