// Servlet that sends the user back to a page of this site after saving settings.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ProfileServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String back = request.getParameter("back");
        if (back == null || !back.matches("/[a-z/]*")) {
            back = "/profile";
        }
        response.sendRedirect(back);
    }
}
