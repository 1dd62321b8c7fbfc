// java.util.Random only shuffles dashboard tips
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class TipsServlet extends HttpServlet {
    private static final List<String> TIPS = List.of("Use shortcuts", "Pin boards", "Try dark mode");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        List<String> shown = new ArrayList<>(TIPS);
        Collections.shuffle(shown, new Random());
        resp.getWriter().println(String.join("\n", shown));
    }
}
