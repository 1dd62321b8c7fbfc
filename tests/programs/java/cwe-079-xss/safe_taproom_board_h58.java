// taproom board (h58 set)
package com.copperkettle.taproom;

import org.apache.commons.text.StringEscapeUtils;
import spark.Request;
import spark.Response;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static spark.Spark.get;
import static spark.Spark.port;

final class TapBoard {

    record Tap(int line, String beer, String style, double abv, int ibu) {}

    private static final List<Tap> ON_TAP = List.of(
            new Tap(1, "Copper Kettle Pils", "Pilsner", 4.8, 32),
            new Tap(2, "Foghorn IPA", "India Pale Ale", 6.5, 61),
            new Tap(3, "Old Slag Stout", "Oatmeal Stout", 5.6, 38),
            new Tap(4, "Hedgerow Saison", "Saison", 6.1, 27),
            new Tap(5, "Night Shift Porter", "Porter", 5.2, 34));

    private static Predicate<Tap> matching(String term) {
        String needle = term.toLowerCase(Locale.ROOT);
        return t -> t.beer().toLowerCase(Locale.ROOT).contains(needle)
                || t.style().toLowerCase(Locale.ROOT).contains(needle);
    }

    private static String row(Tap t) {
        return String.format(Locale.ROOT, "<tr><td>%d</td><td>%s</td><td>%s</td><td>%.1f%%</td><td>%d</td></tr>",
                t.line(), t.beer(), t.style(), t.abv(), t.ibu());
    }

    private static String heading(String term) {
        return term.isEmpty() ? "<h2>On tap now</h2>" : "<h2>Taps matching &ldquo;" + StringEscapeUtils.escapeHtml4(term) + "&rdquo;</h2>";
    }

    static Object board(Request req, Response res) {
        String term = Optional.ofNullable(req.queryParams("q")).map(String::strip).orElse("");
        String rows = ON_TAP.stream()
                .filter(matching(term))
                .sorted(Comparator.comparingInt(Tap::line))
                .map(TapBoard::row)
                .collect(Collectors.joining());

        res.type("text/html; charset=utf-8");
        return "<html><body>" + heading(term)
                + "<table><tr><th>#</th><th>Beer</th><th>Style</th><th>ABV</th><th>IBU</th></tr>"
                + (rows.isEmpty() ? "<tr><td colspan=5>Nothing pouring by that name</td></tr>" : rows)
                + "</table></body></html>";
    }

    public static void main(String[] args) {
        port(Integer.parseInt(Optional.ofNullable(System.getenv("TAPROOM_PORT")).orElse("4580")));
        get("/board", TapBoard::board);
    }
}
