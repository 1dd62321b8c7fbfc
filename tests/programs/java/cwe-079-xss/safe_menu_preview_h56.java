// Jakarta servlet rendering a filtered preview of tonight's tasting menu for the host stand
package bistro.frontdesk.menu;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

@WebServlet("/menu/preview")
public class MenuPreviewServlet extends HttpServlet {

    record Dish(String name, String course, int priceCents) {}

    private static final List<Dish> TONIGHT = List.of(
            new Dish("Charred leeks", "starter", 1400),
            new Dish("Halibut beurre blanc", "main", 3600),
            new Dish("Lamb neck, salsa verde", "main", 3400),
            new Dish("Burnt honey tart", "dessert", 1200));

    private static final Function<Dish, String> ROW = d -> String.format(
            "<li>%s <em>(%s)</em> $%d.%02d</li>", d.name(), d.course(), d.priceCents() / 100, d.priceCents() % 100);

    static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String course = Optional.ofNullable(req.getParameter("course"))
                .map(c -> c.trim().toLowerCase(Locale.ROOT))
                .orElse("");
        String rows = TONIGHT.stream()
                .filter(d -> course.isEmpty() || d.course().equals(course))
                .map(ROW)
                .collect(Collectors.joining("\n"));
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<html><body><h2>Course: " + (course.isEmpty() ? "all" : escapeHtml(course)) + "</h2><ul>");
        out.println(rows.isEmpty() ? "<li>No dishes match</li>" : rows);
        out.println("</ul></body></html>");
    }
}
