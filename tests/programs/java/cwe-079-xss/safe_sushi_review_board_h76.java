// A sushi bar guest review board program of the h76 set (cwe-079-xss).
package jp.kaitenhouse.reviews;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

final class Widgets {
    static final Map<String, Function<Map<String, String>, String>> REGISTRY = new LinkedHashMap<>();

    private Widgets() {
    }

    static void register(String name, Function<Map<String, String>, String> renderer) {
        REGISTRY.put(name, renderer);
    }

    static String text(String raw) {
        return raw == null ? "" : HtmlUtils.htmlEscape(raw);
    }
}

@RestController
class ReviewBoardController {
    private final List<Map<String, String>> reviews = new CopyOnWriteArrayList<>();

    ReviewBoardController() {
        Widgets.register("review", params -> "<article><h3>" + Widgets.text(params.get("guest"))
                + "</h3><p>" + Widgets.text(params.get("comment")) + "</p><span>"
                + Widgets.text(params.get("stars")) + " stars</span></article>");
        Widgets.register("preview", params -> "<div class=\"preview\"><h3>" + Widgets.text(params.get("guest"))
                + "</h3><p>" + Widgets.text(params.get("comment")) + "</p></div>");
        Widgets.register("empty", params -> "<p>No reviews yet. Be the first!</p>");
    }

    @PostMapping(value = "/reviews", produces = MediaType.TEXT_HTML_VALUE)
    String submit(@RequestParam String guest, @RequestParam String comment,
                  @RequestParam(defaultValue = "5") int stars) {
        Map<String, String> review = Map.of("guest", guest, "comment", comment,
                "stars", String.valueOf(Math.max(1, Math.min(5, stars))));
        reviews.add(review);
        return page(Widgets.REGISTRY.get("review").apply(review));
    }

    @GetMapping(value = "/reviews/widget/{name}", produces = MediaType.TEXT_HTML_VALUE)
    String widget(@PathVariable String name, @RequestParam Map<String, String> params) {
        Function<Map<String, String>, String> renderer = Widgets.REGISTRY.get(name);
        if (renderer == null) {
            return page("<p>Unknown widget.</p>");
        }
        return page(renderer.apply(params));
    }

    @GetMapping(value = "/reviews", produces = MediaType.TEXT_HTML_VALUE)
    String list() {
        if (reviews.isEmpty()) {
            return page(Widgets.REGISTRY.get("empty").apply(Map.of()));
        }
        StringBuilder body = new StringBuilder();
        for (Map<String, String> review : reviews) {
            body.append(Widgets.REGISTRY.get("review").apply(review));
        }
        return page(body.toString());
    }

    private static String page(String body) {
        return "<!doctype html><html><head><title>Kaiten House reviews</title></head><body>"
                + body + "</body></html>";
    }
}

@SpringBootApplication
class ReviewBoardApplication {
    public static void main(String[] args) {
        SpringApplication.run(ReviewBoardApplication.class, args);
    }
}
