// A tour search page program of the h70 set (cwe-079-xss).
package at.tropfstein.tours.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

@WebServlet("/tours")
class TourSearchServlet extends HttpServlet {

    enum Difficulty { FAMILY, MODERATE, CRAWLING }

    record Tour(String cave, String title, LocalDateTime start, int freeSpots, Difficulty difficulty) {}

    record Search(String term, Optional<Difficulty> difficulty) {
        boolean matches(Tour t) {
            String needle = term.toLowerCase(Locale.ROOT);
            boolean text = needle.isEmpty()
                    || t.title().toLowerCase(Locale.ROOT).contains(needle)
                    || t.cave().toLowerCase(Locale.ROOT).contains(needle);
            return text && difficulty.map(d -> d == t.difficulty()).orElse(true);
        }
    }

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm", Locale.GERMAN);

    private final Supplier<List<Tour>> catalog = () -> {
        LocalDate today = LocalDate.now();
        return List.of(
                new Tour("Eiskogelhöhle", "Ice cathedral walk", today.plusDays(1).atTime(10, 0), 12, Difficulty.FAMILY),
                new Tour("Eiskogelhöhle", "Lantern evening", today.plusDays(1).atTime(19, 30), 4, Difficulty.MODERATE),
                new Tour("Lamprechtsofen", "Wild cave crawl", today.plusDays(2).atTime(9, 0), 6, Difficulty.CRAWLING),
                new Tour("Lurgrotte", "Dripstone gallery", today.plusDays(3).atTime(14, 0), 20, Difficulty.FAMILY));
    };

    static String html(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String term = Optional.ofNullable(req.getParameter("q")).map(String::strip).orElse("");
        Optional<Difficulty> level = Optional.ofNullable(req.getParameter("level"))
                .flatMap(l -> Arrays.stream(Difficulty.values()).filter(d -> d.name().equalsIgnoreCase(l)).findFirst());
        Search search = new Search(term, level);

        Function<Tour, String> row = t -> "<li><strong>" + html(t.title()) + "</strong> – " + html(t.cave())
                + ", " + WHEN.format(t.start()) + " (" + t.freeSpots() + " places left)</li>";
        String items = catalog.get().stream()
                .filter(search::matches)
                .sorted(Comparator.comparing(Tour::start))
                .map(row)
                .collect(Collectors.joining("\n", "<ul class=\"tours\">\n", "\n</ul>"));
        String heading = Optional.of(search.term())
                .filter(s -> !s.isEmpty())
                .map(s -> "Tours matching “" + s + "”")
                .orElse("All upcoming tours");

        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().write(String.join("\n",
                "<!doctype html>",
                "<html><head><title>Tropfstein tours</title></head><body>",
                "<h1>" + heading + "</h1>",
                items,
                "<p><a href=\"/tours\">Reset search</a></p>",
                "</body></html>"));
    }
}
