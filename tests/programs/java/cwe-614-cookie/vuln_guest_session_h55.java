// Jakarta servlet that signs hotel guests into the in-room services portal using their room number and surname
package hotel.guestportal;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

interface Reservations {
    Optional<Long> findStay(String room, String surname);
}

final class GuestSessions {
    private static final SecureRandom RANDOM = new SecureRandom();
    private final Map<String, Long> byToken = new ConcurrentHashMap<>();

    String open(long stayId) {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        byToken.put(token, stayId);
        return token;
    }
}

final class SessionCookies {
    private SessionCookies() {}

    static Cookie forToken(String token, int maxAgeSeconds) {
        Cookie cookie = new Cookie("GUEST_SESSION", token);
        cookie.setPath("/portal");
        cookie.setHttpOnly(true);
        cookie.setMaxAge(maxAgeSeconds);
        cookie.setAttribute("SameSite", "Lax");
        return cookie;
    }
}

@WebServlet("/portal/signin")
class GuestSignInServlet extends HttpServlet {
    private final GuestSessions sessions = new GuestSessions();
    private Reservations reservations;

    @Override
    public void init() {
        reservations = (Reservations) getServletContext().getAttribute("reservations");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Optional<Long> stay = reservations.findStay(req.getParameter("room"), req.getParameter("surname"));
        if (stay.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        resp.addCookie(SessionCookies.forToken(sessions.open(stay.get()), 3 * 24 * 3600));
        resp.sendRedirect(req.getContextPath() + "/portal/home");
    }
}
