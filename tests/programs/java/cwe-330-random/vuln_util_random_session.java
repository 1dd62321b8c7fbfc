// session cookie value from java.util.Random
import java.io.IOException;
import java.util.Random;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class LoginServlet extends HttpServlet {
    private final Random rng = new Random();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String sid = Long.toHexString(rng.nextLong()) + Long.toHexString(rng.nextLong());
        Cookie c = new Cookie("SESSIONID", sid);
        c.setHttpOnly(true);
        resp.addCookie(c);
        resp.getWriter().println("welcome");
    }
}
