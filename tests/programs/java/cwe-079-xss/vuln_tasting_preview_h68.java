// A tasting preview program of the h68 set (cwe-079-xss).
// tea blenders: previews a tasting note card before it is added to the blend catalogue
package co.steepandleaf.catalogue;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

@WebServlet("/notes/preview")
public class TastingPreviewServlet extends HttpServlet {

    enum Base { BLACK, GREEN, OOLONG, WHITE, ROOIBOS, HERBAL }

    record TastingNote(String blendName, Base base, List<String> botanicals, String notes) {
        TastingNote {
            botanicals = List.copyOf(botanicals);
            notes = notes == null ? "" : notes.strip();
        }
    }

    private static final String CARD = """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>%1$s &middot; preview</title>
            <link rel="stylesheet" href="/static/card.css"></head>
            <body>
              <article class="card card--%2$s">
                <h1>%1$s</h1>
                <p class="base">%3$s base</p>
                <ul class="botanicals">%4$s</ul>
                <section class="notes">%5$s</section>
              </article>
            </body>
            </html>
            """;

    static String escape(String raw) {
        var out = new StringBuilder(raw.length() + 16);
        raw.chars().forEach(c -> out.append(switch (c) {
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '&' -> "&amp;";
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            default -> String.valueOf((char) c);
        }));
        return out.toString();
    }

    static Optional<TastingNote> read(HttpServletRequest req) {
        return Optional.ofNullable(req.getParameter("blend"))
                .filter(name -> !name.isBlank())
                .map(name -> new TastingNote(
                        name,
                        Optional.ofNullable(req.getParameter("base"))
                                .map(String::toUpperCase)
                                .map(Base::valueOf)
                                .orElse(Base.BLACK),
                        Optional.ofNullable(req.getParameterValues("botanical"))
                                .map(List::of)
                                .orElseGet(List::of),
                        req.getParameter("notes")));
    }

    static String render(TastingNote note) {
        if (note instanceof TastingNote(var name, var base, var botanicals, var notes)) {
            var items = botanicals.stream()
                    .map(TastingPreviewServlet::escape)
                    .map("<li>%s</li>"::formatted)
                    .collect(Collectors.joining());
            var paragraphs = notes.lines()
                    .map("<p>%s</p>"::formatted)
                    .collect(Collectors.joining("\n"));
            return CARD.formatted(escape(name), base.name().toLowerCase(),
                    base.name().charAt(0) + base.name().substring(1).toLowerCase(), items, paragraphs);
        }
        throw new IllegalStateException();
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        req.setCharacterEncoding("UTF-8");
        var note = read(req);
        if (note.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "blend name is required");
            return;
        }
        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().write(render(note.get()));
    }
}
