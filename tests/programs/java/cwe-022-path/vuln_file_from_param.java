// file name from a request parameter opened under the reports folder
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/report")
class ReportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        File f = new File("/srv/reports/" + name);
        resp.setContentType("text/plain");
        resp.getOutputStream().write(Files.readAllBytes(f.toPath()));
    }
}
