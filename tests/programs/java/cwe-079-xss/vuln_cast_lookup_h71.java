// A cast lookup program of the h71 set (cwe-079-xss).
package org.stringandlantern.theatre.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

record Puppet(String name, String kind, String maker, int firstSeason) {}

sealed interface Lookup permits Found, Missing {}

record Found(Puppet puppet) implements Lookup {}

record Missing(String requestedName) implements Lookup {}

@WebServlet("/cast")
class CastServlet extends HttpServlet {

    private static final List<Puppet> SEASON = List.of(
            new Puppet("Old Meg", "marionette", "H. Vasquez", 2009),
            new Puppet("Barnaby Crow", "rod puppet", "T. Lindqvist", 2016),
            new Puppet("The Lantern Fox", "shadow figure", "A. Nakamura", 2021));

    static Lookup lookup(String name) {
        String wanted = Optional.ofNullable(name).map(String::strip).orElse("");
        return SEASON.stream()
                .filter(p -> p.name().toLowerCase(Locale.ROOT).equals(wanted.toLowerCase(Locale.ROOT)))
                .findFirst()
                .<Lookup>map(Found::new)
                .orElseGet(() -> new Missing(wanted));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!doctype html><html><head><title>Meet the cast</title></head><body>");

        switch (lookup(req.getParameter("name"))) {
            case Found(Puppet p) -> out.printf(
                    "<h1>%s</h1><p>A %s carved by %s, on our stage since %d.</p>%n",
                    html(p.name()), html(p.kind()), html(p.maker()), p.firstSeason());
            case Missing(String requested) -> {
                resp.setStatus(HttpServletResponse.SC_NOT_FOUND);
                out.printf("<p>No puppet called <b>%s</b> in this season's cast.</p>%n", requested);
            }
        }

        out.println("<ul>");
        for (Puppet p : SEASON) {
            out.printf("<li><a href=\"/cast?name=%s\">%s</a></li>%n",
                    java.net.URLEncoder.encode(p.name(), java.nio.charset.StandardCharsets.UTF_8), html(p.name()));
        }
        out.println("</ul></body></html>");
    }

    static String html(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
