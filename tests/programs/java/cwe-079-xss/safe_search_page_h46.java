// Vert.x web verticle that renders the product search results page.
package com.acme.shop.search;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

public class SearchPageVerticle extends AbstractVerticle {

    private final Map<String, List<String>> catalog = Map.of(
            "lamp", List.of("Desk lamp", "Floor lamp", "Clip-on reading lamp"),
            "chair", List.of("Office chair", "Bar stool"));

    static String escapeHtml(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#x27;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    private void search(RoutingContext ctx) {
        String raw = ctx.request().getParam("q");
        String q = raw == null ? "" : raw.trim();
        List<String> hits = catalog.getOrDefault(q.toLowerCase(Locale.ROOT), List.of());
        String items = hits.stream()
                .map(h -> "<li>" + escapeHtml(h) + "</li>")
                .collect(Collectors.joining());
        String html = "<html><body><h2>" + hits.size() + " results for \"" + escapeHtml(q) + "\"</h2><ul>"
                + items + "</ul></body></html>";
        ctx.response().putHeader("Content-Type", "text/html; charset=utf-8").end(html);
    }

    @Override
    public void start(Promise<Void> startPromise) {
        Router router = Router.router(vertx);
        router.get("/search").handler(this::search);
        vertx.createHttpServer().requestHandler(router).listen(8080)
                .onSuccess(server -> startPromise.complete())
                .onFailure(startPromise::fail);
    }
}
