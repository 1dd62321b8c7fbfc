// Servlet that signs members into the studio class-booking site and issues their session cookie
package fit.corestudio.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

@WebServlet("/login")
public class StudioLoginServlet extends HttpServlet {

    public interface MemberAuth {
        Optional<String> authenticate(String email, String password);
    }

    private final MemberAuth auth;

    public StudioLoginServlet(MemberAuth auth) {
        this.auth = auth;
    }

    static UnaryOperator<Cookie> path(String p) {
        return c -> { c.setPath(p); return c; };
    }

    static UnaryOperator<Cookie> httpOnly() {
        return c -> { c.setHttpOnly(true); return c; };
    }

    static UnaryOperator<Cookie> maxAge(int seconds) {
        return c -> { c.setMaxAge(seconds); return c; };
    }

    static Cookie sessionCookie(String token) {
        return Stream.of(path("/"), httpOnly(), maxAge(8 * 3600))
                .reduce(UnaryOperator.identity(), (a, b) -> c -> b.apply(a.apply(c)))
                .apply(new Cookie("STUDIO_SID", token));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Optional<String> token = auth.authenticate(req.getParameter("email"), req.getParameter("password"));
        if (token.isEmpty()) {
            resp.sendRedirect("/login?failed");
            return;
        }
        resp.addCookie(sessionCookie(token.get()));
        resp.sendRedirect("/schedule");
    }
}
