// Newsroom CMS login servlet that starts an editor desk session and hands back its token in a cookie
package media.inkwell.cms.auth;

import java.io.IOException;
import java.time.Duration;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/desk/login")
public class DeskLoginServlet extends HttpServlet {

    static final String COOKIE_NAME = "desk_session";
    private static final Duration SESSION_TTL = Duration.ofHours(10);

    private final EditorSessions sessions = EditorSessions.shared();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String username = req.getParameter("username");
        String password = req.getParameter("password");
        String editorId = sessions.checkCredentials(username, password);
        if (editorId == null) {
            resp.sendRedirect(req.getContextPath() + "/desk/login?failed=1");
            return;
        }
        String token = sessions.open(editorId, SESSION_TTL);
        resp.addCookie(sessionCookie(req, token));
        resp.sendRedirect(req.getContextPath() + "/desk/stories");
    }

    private static Cookie sessionCookie(HttpServletRequest req, String token) {
        Cookie cookie = new Cookie(COOKIE_NAME, token);
        cookie.setPath(req.getContextPath().isEmpty() ? "/" : req.getContextPath());
        cookie.setMaxAge((int) SESSION_TTL.toSeconds());
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setAttribute("SameSite", "Lax");
        return cookie;
    }
}
