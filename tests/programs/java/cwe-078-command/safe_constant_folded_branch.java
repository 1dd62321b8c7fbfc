// arithmetic on constants always selects the fixed command; the parameter is never used
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class HostServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String param = req.getParameter("cmd");
        int num = 86;
        String bar;
        if ((7 * 42) - num > 200) {
            bar = "hostname";
        } else {
            bar = param;
        }
        Runtime.getRuntime().exec(bar).getInputStream().transferTo(resp.getOutputStream());
    }
}
