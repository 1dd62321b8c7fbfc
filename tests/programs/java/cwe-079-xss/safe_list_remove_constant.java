// list holds the parameter between constants; after remove(0) index 1 is a constant
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class BannerServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        List<String> items = new ArrayList<>();
        items.add("welcome");
        items.add(req.getParameter("b"));
        items.add("Have a nice day");
        items.remove(0);
        String bar = items.get(1);
        resp.setContentType("text/html");
        resp.getWriter().write("<p>" + bar + "</p>");
    }
}
