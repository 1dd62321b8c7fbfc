// A cache shortlink program of the h73 set (cwe-601-redirect).
package net.cachetrail.links;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

public class ShortLinkApp {

    private static final String HOME = "https://cachetrail.net/";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ConcurrentHashMap<String, LongAdder> CLICKS = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        Javalin app = Javalin.create();
        app.get("/go/{payload}", ShortLinkApp::go);
        app.get("/stats/{cache}", ctx -> {
            LongAdder n = CLICKS.get(ctx.pathParam("cache").toUpperCase(Locale.ROOT));
            ctx.json(java.util.Map.of("clicks", n == null ? 0 : n.sum()));
        });
        app.start(8090);
    }

    /**
     * payload is base64url of {"cache":"GC8ZQ1T","u":"https://cachetrail.net/caches/GC8ZQ1T?ref=news"}
     * so the newsletter generator can add tracking parameters without a database.
     */
    static void go(Context ctx) {
        String target = HOME;
        try {
            byte[] json = Base64.getUrlDecoder().decode(ctx.pathParam("payload").strip());
            JsonNode link = MAPPER.readTree(new String(json, StandardCharsets.UTF_8));
            String cache = link.path("cache").asText("").strip().toUpperCase(Locale.ROOT);
            String url = link.path("u").asText("").strip();

            if (cache.matches("GC[0-9A-Z]{2,8}")) {
                CLICKS.computeIfAbsent(cache, k -> new LongAdder()).increment();
            }
            if (isOurSite(url)) {
                target = url;
            }
        } catch (IllegalArgumentException | java.io.IOException e) {
            // broken or truncated link in an old newsletter: just go to the home page
        }
        ctx.header("Cache-Control", "no-store");
        ctx.redirect(target, HttpStatus.FOUND);
    }

    static boolean isOurSite(String url) {
        if (url.isEmpty()) {
            return false;
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (java.net.URISyntaxException e) {
            return false;
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        return "https".equalsIgnoreCase(uri.getScheme())
                && uri.getRawUserInfo() == null
                && uri.getPort() == -1
                && (host.equals("cachetrail.net") || host.equals("www.cachetrail.net"));
    }
}
