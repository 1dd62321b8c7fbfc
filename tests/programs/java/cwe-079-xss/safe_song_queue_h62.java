// A song queue program of the h62 set (cwe-079-xss).
package com.neonmic.karaoke;

import org.owasp.encoder.Encode;

import java.util.Collection;
import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

import static spark.Spark.get;
import static spark.Spark.halt;
import static spark.Spark.port;
import static spark.Spark.post;

/**
 * The song queue shown on the bar's big screen and on guests' phones.
 */
class SongQueueBoard {

    record SongRequest(int slot, String singer, String song) {}

    private static final Deque<SongRequest> QUEUE = new ConcurrentLinkedDeque<>();
    private static final AtomicInteger SLOTS = new AtomicInteger();

    static SongRequest validated(String singer, String song) {
        if (singer == null || song == null || singer.isBlank() || song.isBlank()) {
            throw halt(400, "singer and song are required");
        }
        if (singer.length() > 40 || song.length() > 120) {
            throw halt(400, "too long");
        }
        return new SongRequest(SLOTS.incrementAndGet(), singer.strip(), song.strip());
    }

    static String row(SongRequest r) {
        return "<li><span class=\"slot\">" + r.slot() + "</span> <strong>" + Encode.forHtml(r.singer())
                + "</strong> &mdash; " + Encode.forHtml(r.song()) + "</li>";
    }

    static String board(Collection<SongRequest> entries, Function<SongRequest, String> renderRow) {
        return entries.stream()
                .map(renderRow)
                .collect(Collectors.joining("\n",
                        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Up next</title></head>"
                                + "<body><h1>Tonight's queue</h1><ol>",
                        "</ol></body></html>"));
    }

    public static void main(String[] args) {
        port(4567);

        post("/queue", (req, res) -> {
            QUEUE.addLast(validated(req.queryParams("singer"), req.queryParams("song")));
            res.redirect("/queue");
            return "";
        });

        get("/queue", (req, res) -> {
            res.type("text/html; charset=utf-8");
            return board(QUEUE, SongQueueBoard::row);
        });
    }
}
