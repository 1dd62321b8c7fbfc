// StringUtils.replace's first argument is the text: the request's name, spaces replaced, is opened
import java.io.FileInputStream;
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.lang3.StringUtils;

public class DocumentServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = StringUtils.replace(request.getParameter("name"), " ", "_");
        try (FileInputStream in = new FileInputStream("/srv/docs/" + name)) {
            in.transferTo(response.getOutputStream());
        }
    }
}
