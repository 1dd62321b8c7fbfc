// Servlet rendering the service-alert banner for a public transit line page.
package city.metrorail.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

@WebServlet("/alerts/banner")
public class TransitBannerServlet extends HttpServlet {

    private static final Map<String, List<String>> ALERTS = Map.of(
        "red", List.of("Single tracking between Elm and Harbor after 22:00"),
        "blue", List.of("Elevator out of service at Civic Center", "Weekend shuttle buses replace trains"));

    private static final Function<String, String> LI = text -> "<li>" + text + "</li>";

    private static String heading(String line, boolean hasAlerts) {
        return (hasAlerts ? "Alerts for line " : "No current alerts for line ") + line;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String line = Optional.ofNullable(req.getParameter("line")).orElse("red");
        String items = ALERTS.getOrDefault(line.toLowerCase(Locale.ROOT), List.of()).stream()
            .map(LI)
            .collect(Collectors.joining());
        String title = heading(line, !items.isEmpty());
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.write("<div class=\"banner\"><h2>" + title + "</h2><ul>" + items + "</ul></div>");
    }
}
