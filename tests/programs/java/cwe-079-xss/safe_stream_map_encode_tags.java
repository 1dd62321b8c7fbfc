// shows the tags a visitor sent, each encoded for HTML through a stream's map
import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

public class SafeStreamMapEncodeTags extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String items = Arrays.stream(request.getParameterValues("tag"))
                .map(Encode::forHtml)
                .collect(Collectors.joining("</li><li>"));
        response.getWriter().write("<ul><li>" + items + "</li></ul>");
    }
}
