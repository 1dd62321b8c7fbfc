// A circle board program of the h72 set (cwe-079-xss).
package org.purlandpurpose.board;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = Meetup.class, name = "meetup"),
        @JsonSubTypes.Type(value = YarnSwap.class, name = "swap"),
        @JsonSubTypes.Type(value = Workshop.class, name = "workshop")
})
sealed interface BoardPost permits Meetup, YarnSwap, Workshop {}

record Meetup(String venue, LocalDateTime startsAt) implements BoardPost {}

record YarnSwap(String offeredBy, String fibre, int skeins) implements BoardPost {}

record Workshop(String technique, String teacher, int seats) implements BoardPost {}

@SpringBootApplication
@RestController
public class CircleBoardApplication {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm");

    private final Map<String, List<BoardPost>> boards = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        SpringApplication.run(CircleBoardApplication.class, args);
    }

    @PostMapping(value = "/circles/{circle}/board", consumes = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<Void> post(@PathVariable String circle, @RequestBody BoardPost post) {
        boards.computeIfAbsent(circle, c -> new CopyOnWriteArrayList<>()).add(post);
        return ResponseEntity.accepted().build();
    }

    @GetMapping(value = "/circles/{circle}/board", produces = MediaType.TEXT_HTML_VALUE)
    public String board(@PathVariable String circle) {
        StringBuilder html = new StringBuilder("<html><body><h1>")
                .append(HtmlUtils.htmlEscape(circle))
                .append(" notice board</h1><ul>");
        for (BoardPost post : boards.getOrDefault(circle, List.of())) {
            html.append(renderItem(post));
        }
        return html.append("</ul></body></html>").toString();
    }

    private static String renderItem(BoardPost post) {
        return switch (post) {
            case Meetup m -> "<li class=\"meetup\">Meetup at " + HtmlUtils.htmlEscape(m.venue())
                    + ", " + WHEN.format(m.startsAt()) + "</li>";
            case YarnSwap s -> {
                String fibre = HtmlUtils.htmlEscape(s.fibre());
                yield "<li class=\"swap\">" + s.skeins() + " skeins of " + fibre
                        + " offered by " + HtmlUtils.htmlEscape(s.offeredBy()) + "</li>";
            }
            case Workshop w -> "<li class=\"workshop\">" + HtmlUtils.htmlEscape(w.technique())
                    + " with " + HtmlUtils.htmlEscape(w.teacher()) + " (" + w.seats() + " seats)</li>";
        };
    }
}
