// A flavor suggestion board program of the h74 set (cwe-079-xss).
package com.scoopandcone.board;

import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import io.javalin.Javalin;
import io.javalin.http.Context;

class FlavorSuggestionBoard {

    // one entry per field: "<id>:text" as typed (kept for the moderation export), "<id>:html" for display
    private final Map<String, String> suggestions = new ConcurrentHashMap<>();
    private final Map<String, Instant> submittedAt = new ConcurrentHashMap<>();
    private final AtomicReference<String> boardHtml = new AtomicReference<>("<p>No suggestions yet</p>");
    private final ScheduledExecutorService rebuilder = Executors.newSingleThreadScheduledExecutor();

    public static void main(String[] args) {
        FlavorSuggestionBoard board = new FlavorSuggestionBoard();
        board.rebuilder.scheduleAtFixedRate(board::rebuild, 0, 20, TimeUnit.SECONDS);
        Javalin.create()
                .post("/flavors/suggest", board::suggest)
                .get("/flavors/board", board::show)
                .start(8085);
    }

    void suggest(Context ctx) {
        String flavor = ctx.formParam("flavor");
        if (flavor == null || flavor.isBlank() || flavor.length() > 120) {
            ctx.status(400).result("Please describe your flavor in up to 120 characters.");
            return;
        }
        String id = UUID.randomUUID().toString();
        suggestions.put(id + ":text", flavor.strip());
        suggestions.put(id + ":html", escape(flavor.strip()));
        submittedAt.put(id, Instant.now());
        ctx.status(202).result("Thanks! Your idea will appear on the board shortly.");
    }

    void show(Context ctx) {
        ctx.contentType("text/html; charset=utf-8").result(boardHtml.get());
    }

    // runs on the scheduler thread, never on a request thread
    private void rebuild() {
        String items = submittedAt.entrySet().stream()
                .sorted(Map.Entry.<String, Instant>comparingByValue(Comparator.reverseOrder()))
                .limit(40)
                .map(e -> "<li>" + suggestions.getOrDefault(e.getKey() + ":html", "") + "</li>")
                .collect(Collectors.joining("\n"));
        boardHtml.set("<!doctype html><html><head><title>Flavor ideas</title></head><body>"
                + "<h1>What should we churn next?</h1><ul>" + items + "</ul></body></html>");
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#x27;");
    }
}
