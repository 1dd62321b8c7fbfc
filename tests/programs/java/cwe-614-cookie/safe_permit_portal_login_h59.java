// Unseen set h59: permit portal login
package city.parkwise.portal;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.mindrot.jbcrypt.BCrypt;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

record PermitHolder(String permitNumber, String pinHash, String zone) {}

interface PermitHolderDirectory {
    Optional<PermitHolder> find(String permitNumber);
}

class PortalSessionStore {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Instant> expiries = new ConcurrentHashMap<>();
    private final Map<String, String> holders = new ConcurrentHashMap<>();

    String open(String permitNumber, Duration ttl) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String sessionId = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        holders.put(sessionId, permitNumber);
        expiries.put(sessionId, Instant.now().plus(ttl));
        return sessionId;
    }
}

class PermitLoginService {
    private final PermitHolderDirectory directory;
    private final PortalSessionStore sessions;

    PermitLoginService(PermitHolderDirectory directory, PortalSessionStore sessions) {
        this.directory = directory;
        this.sessions = sessions;
    }

    Optional<String> login(String permitNumber, String pin) {
        return directory.find(permitNumber)
                .filter(holder -> BCrypt.checkpw(pin, holder.pinHash()))
                .map(holder -> sessions.open(holder.permitNumber(), Duration.ofHours(2)));
    }
}

@WebServlet("/permits/login")
class PermitLoginServlet extends HttpServlet {
    static final String SESSION_COOKIE = "PW_SESSION";
    private final PermitLoginService loginService;

    PermitLoginServlet(PermitLoginService loginService) {
        this.loginService = loginService;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String permit = req.getParameter("permit");
        String pin = req.getParameter("pin");
        if (permit == null || pin == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Optional<String> session = loginService.login(permit.trim(), pin);
        if (session.isEmpty()) {
            resp.sendRedirect(req.getContextPath() + "/permits/login?failed");
            return;
        }
        Cookie cookie = new Cookie(SESSION_COOKIE, session.get());
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setPath(req.getContextPath() + "/permits");
        cookie.setMaxAge((int) Duration.ofHours(2).toSeconds());
        cookie.setAttribute("SameSite", "Lax");
        resp.addCookie(cookie);
        resp.sendRedirect(req.getContextPath() + "/permits/dashboard");
    }
}
