// map holds the parameter and a fixed file name; the fixed key is read for the path
import java.io.FileInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class LogServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> m = new HashMap<>();
        m.put("keyA", req.getParameter("log"));
        m.put("keyB", "app.log");
        String name = m.get("keyB");
        try (FileInputStream in = new FileInputStream("/var/log/myapp/" + name)) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
