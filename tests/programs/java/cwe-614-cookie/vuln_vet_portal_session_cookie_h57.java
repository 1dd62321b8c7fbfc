// Jakarta servlet that signs pet owners into a veterinary clinic's portal and issues the session cookie
package vet.clinic.portal;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

interface OwnerAccounts {
    Long authenticate(String email, char[] password);
}

final class PortalSessions {
    private static final SecureRandom RNG = new SecureRandom();
    private final Map<String, Long> ownerBySession = new ConcurrentHashMap<>();

    String open(long ownerId) {
        byte[] raw = new byte[32];
        RNG.nextBytes(raw);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        ownerBySession.put(id, ownerId);
        return id;
    }
}

@WebServlet("/portal/login")
public class OwnerLoginServlet extends HttpServlet {
    private static final Duration SESSION_TTL = Duration.ofHours(8);
    private final OwnerAccounts accounts;
    private final PortalSessions sessions = new PortalSessions();

    public OwnerLoginServlet(OwnerAccounts accounts) {
        this.accounts = accounts;
    }

    private Cookie sessionCookie(String value) {
        Cookie cookie = new Cookie("VPSESSION", value);
        cookie.setPath("/portal");
        cookie.setHttpOnly(true);
        cookie.setMaxAge((int) SESSION_TTL.toSeconds());
        return cookie;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String email = req.getParameter("email");
        String password = req.getParameter("password");
        Long ownerId = email == null || password == null ? null : accounts.authenticate(email, password.toCharArray());
        if (ownerId == null) {
            resp.sendRedirect("/portal/login?failed=1");
            return;
        }
        resp.addCookie(sessionCookie(sessions.open(ownerId)));
        resp.sendRedirect("/portal/pets");
    }
}
