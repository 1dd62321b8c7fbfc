// The whole URL must be the API's host with its dots escaped and a path after its "/", so the
// request can only go to https://api.example.com/.
import java.io.InputStream;
import java.net.URL;
import java.util.regex.Pattern;
import javax.servlet.http.*;

class ProxyServlet extends HttpServlet {
    private static final Pattern API = Pattern.compile("https://api\\.example\\.com/[\\w/-]*");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws java.io.IOException {
        String target = req.getParameter("url");
        if (target == null || !API.matcher(target).matches()) {
            resp.sendError(400);
            return;
        }
        try (InputStream in = new URL(target).openStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
