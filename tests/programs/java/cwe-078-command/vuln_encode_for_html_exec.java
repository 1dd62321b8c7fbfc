// tags an uploaded image with the caption a user gives, through a command-line tool
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

public class CaptionServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String caption = Encode.forHtml(request.getParameter("caption"));
        Runtime.getRuntime().exec(new String[] {"sh", "-c", "exiftool -Comment=" + caption + " /srv/img/latest.jpg"});
        response.setStatus(204);
    }
}
