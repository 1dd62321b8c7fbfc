// A chess club roster search program of the h76 set (cwe-079-xss).
package org.knightsgambit.roster;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.owasp.encoder.Encode;

record Player(String name, String title, int rating) {
}

interface RosterFormatter {
    String contentType();

    void write(PrintWriter out, String query, List<Player> players);
}

class HtmlRosterFormatter implements RosterFormatter {
    @Override
    public String contentType() {
        return "text/html;charset=UTF-8";
    }

    @Override
    public void write(PrintWriter out, String query, List<Player> players) {
        out.println("<!doctype html><html><body>");
        out.println("<h2>Players matching \"" + Encode.forHtml(query) + "\"</h2>");
        out.println("<table><tr><th>Name</th><th>Title</th><th>Rating</th></tr>");
        for (Player p : players) {
            out.println("<tr><td>" + Encode.forHtml(p.name()) + "</td><td>" + Encode.forHtml(p.title())
                    + "</td><td>" + p.rating() + "</td></tr>");
        }
        out.println("</table></body></html>");
    }
}

class CsvRosterFormatter implements RosterFormatter {
    @Override
    public String contentType() {
        return "text/csv;charset=UTF-8";
    }

    @Override
    public void write(PrintWriter out, String query, List<Player> players) {
        out.println("name,title,rating");
        for (Player p : players) {
            out.println(String.join(",", p.name().replace(",", " "), p.title(), String.valueOf(p.rating())));
        }
    }
}

@WebServlet("/roster")
class RosterServlet extends HttpServlet {
    private static final List<Player> MEMBERS = List.of(
            new Player("Ada Lindqvist", "FM", 2310),
            new Player("Tomasz Wrona", "", 1875),
            new Player("Keiko Arai", "WIM", 2255),
            new Player("Rafael Ortiz", "", 1640));

    private final Map<String, RosterFormatter> formatters = Map.of(
            "html", new HtmlRosterFormatter(),
            "csv", new CsvRosterFormatter());

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String query = req.getParameter("q") == null ? "" : req.getParameter("q");
        String format = req.getParameter("format") == null ? "html" : req.getParameter("format");
        RosterFormatter formatter = formatters.getOrDefault(format, formatters.get("html"));

        String needle = query.toLowerCase(Locale.ROOT);
        List<Player> hits = MEMBERS.stream()
                .filter(p -> p.name().toLowerCase(Locale.ROOT).contains(needle))
                .collect(Collectors.toList());

        resp.setContentType(formatter.contentType());
        formatter.write(resp.getWriter(), query, hits);
    }
}
