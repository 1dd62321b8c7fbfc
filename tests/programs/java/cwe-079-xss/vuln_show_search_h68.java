// A show search program of the h68 set (cwe-079-xss).
// planetariums: searches the dome show programme by title, constellation or presenter
package org.starhollow.dome;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.runtime.Micronaut;
import org.apache.commons.text.StringEscapeUtils;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

public class DomeProgrammeApp {
    public static void main(String[] args) {
        Micronaut.run(DomeProgrammeApp.class, args);
    }
}

record Show(String title, String constellation, String presenter, LocalDateTime startsAt, int seatsLeft) {
    boolean mentions(String term) {
        var t = term.toLowerCase(Locale.ROOT);
        return List.of(title, constellation, presenter).stream()
                .map(s -> s.toLowerCase(Locale.ROOT))
                .anyMatch(s -> s.contains(t));
    }
}

@Controller("/shows")
class ShowSearchController {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm", Locale.UK);

    private final List<Show> programme = List.of(
            new Show("Winter Hexagon", "Orion", "Dr. Ama Boateng", LocalDateTime.of(2025, 1, 18, 19, 30), 42),
            new Show("The Hunter's Belt", "Orion", "Luis Ferreira", LocalDateTime.of(2025, 1, 19, 14, 0), 8),
            new Show("Southern Cross Stories", "Crux", "Mere Tane", LocalDateTime.of(2025, 1, 21, 18, 0), 0),
            new Show("Lion in the Spring Sky", "Leo", "Dr. Ama Boateng", LocalDateTime.of(2025, 3, 2, 20, 0), 66));

    @Get(uri = "/search", produces = MediaType.TEXT_HTML)
    String search(@QueryValue Optional<String> q) {
        var term = q.map(String::strip).filter(s -> !s.isEmpty());
        var shownTerm = term.map(StringEscapeUtils::escapeHtml4).orElse("");

        var rows = term
                .map(t -> programme.stream().filter(show -> show.mentions(t)).toList())
                .orElse(programme)
                .stream()
                .map(this::row)
                .collect(Collectors.joining("\n"));

        var heading = term
                .map(t -> "Shows matching &ldquo;%s&rdquo;".formatted(t))
                .orElse("All upcoming shows");

        return """
                <!doctype html>
                <html><head><meta charset="utf-8"><title>Dome programme</title></head>
                <body>
                  <form action="/shows/search"><input name="q" value="%s"><button>Search</button></form>
                  <h2>%s</h2>
                  <table>
                    <tr><th>Show</th><th>Constellation</th><th>Presenter</th><th>When</th><th>Seats</th></tr>
                    %s
                  </table>
                </body></html>
                """.formatted(shownTerm, heading, rows.isEmpty() ? "<tr><td colspan=5>No shows found</td></tr>" : rows);
    }

    private String row(Show show) {
        var seats = switch (Integer.valueOf(show.seatsLeft())) {
            case Integer n when n == 0 -> "<em>sold out</em>";
            case Integer n when n < 10 -> "only " + n;
            case Integer n -> n.toString();
        };
        return "<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>".formatted(
                show.title(), show.constellation(), show.presenter(), WHEN.format(show.startsAt()), seats);
    }
}
