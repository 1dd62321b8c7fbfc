// Vert.x web verticle that fetches page titles for chat link previews using OkHttp
package com.chat.preview;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.io.IOException;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

class PreviewVerticle extends AbstractVerticle {
    private static final Pattern TITLE = Pattern.compile("<title>(.*?)</title>", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Set<String> PREVIEW_HOSTS = Set.of("github.com", "www.youtube.com", "en.wikipedia.org");
    private final OkHttpClient http = new OkHttpClient.Builder().followRedirects(false).build();

    @Override
    public void start(Promise<Void> started) {
        Router router = Router.router(vertx);
        router.route().handler(BodyHandler.create().setBodyLimit(4096));
        router.post("/preview").handler(this::preview);
        vertx.createHttpServer().requestHandler(router).listen(8080)
                .onSuccess(s -> started.complete())
                .onFailure(started::fail);
    }

    private void preview(RoutingContext rc) {
        String link = rc.body().asJsonObject().getString("url", "");
        if (!isPreviewable(link)) {
            rc.response().setStatusCode(400).end("unsupported link");
            return;
        }
        vertx.<String>executeBlocking(promise -> {
            try {
                promise.complete(fetchTitle(link));
            } catch (IOException e) {
                promise.fail(e);
            }
        }, ar -> {
            if (ar.succeeded()) {
                rc.json(new JsonObject().put("url", link).put("title", ar.result()));
            } else {
                rc.response().setStatusCode(502).end();
            }
        });
    }

    static boolean isPreviewable(String link) {
        HttpUrl url = HttpUrl.parse(link);
        return url != null && url.isHttps() && PREVIEW_HOSTS.contains(url.host());
    }

    private String fetchTitle(String link) throws IOException {
        Request request = new Request.Builder().url(link).header("User-Agent", "chat-preview/1.0").build();
        try (Response response = http.newCall(request).execute()) {
            String html = response.body() == null ? "" : response.body().string();
            Matcher m = TITLE.matcher(html);
            return m.find() ? m.group(1).trim() : "";
        }
    }
}
