// prints several report files a visitor names, each opened in a forEach lambda
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class VulnStreamForEachReads extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        StringBuilder out = new StringBuilder();
        Arrays.stream(request.getParameterValues("report")).forEach(name -> {
            try {
                out.append(Files.readString(Paths.get("/srv/reports/" + name)));
            } catch (IOException e) {
                out.append("missing");
            }
        });
        response.setContentType("text/plain");
        response.getWriter().write(out.toString());
    }
}
