// Login endpoint for the grain co-op grower portal that issues the session cookie
package coop.prairiegrain.portal.session;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record LoginForm(String memberNumber, String pin) {}

record GrowerSession(String memberNumber, long createdAt) {}

@Service
class GrowerSessionService {
    static final Duration TTL = Duration.ofHours(8);
    private final SecureRandom random = new SecureRandom();
    private final Map<String, GrowerSession> sessions = new ConcurrentHashMap<>();
    private final MemberDirectory members;

    GrowerSessionService(MemberDirectory members) {
        this.members = members;
    }

    Optional<String> login(LoginForm form) {
        if (!members.checkPin(form.memberNumber(), form.pin())) {
            return Optional.empty();
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        sessions.put(id, new GrowerSession(form.memberNumber(), System.currentTimeMillis()));
        return Optional.of(id);
    }
}

interface MemberDirectory {
    boolean checkPin(String memberNumber, String pin);
}

@RestController
class GrowerLoginController {
    private final GrowerSessionService sessions;

    GrowerLoginController(GrowerSessionService sessions) { this.sessions = sessions; }

    @PostMapping("/portal/login")
    ResponseEntity<Void> login(@RequestBody LoginForm form, HttpServletResponse response) {
        Optional<String> sessionId = sessions.login(form);
        if (sessionId.isEmpty()) {
            return ResponseEntity.status(401).build();
        }
        Cookie cookie = new Cookie("GROWER_SID", sessionId.get());
        cookie.setHttpOnly(true);
        cookie.setPath("/portal");
        cookie.setMaxAge((int) GrowerSessionService.TTL.toSeconds());
        response.addCookie(cookie);
        return ResponseEntity.noContent().build();
    }
}
