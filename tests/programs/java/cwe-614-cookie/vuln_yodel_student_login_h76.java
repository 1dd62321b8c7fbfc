// A yodeling school student portal login cookie program of the h76 set (cwe-614-cookie).
package ch.alpenecho.portal;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record CookieSettings(String name, String path, Duration maxAge, boolean httpOnly, boolean httpsOnly, String sameSite) {
    static CookieSettings defaults() {
        return new CookieSettings("ALPENECHO_SESSION", "/", Duration.ofHours(8), true, false, "Lax");
    }

    CookieSettings withMaxAge(Duration override) {
        return new CookieSettings(name, path, override, httpOnly, httpsOnly, sameSite);
    }
}

class SessionCookieFactory {
    private final CookieSettings settings;

    SessionCookieFactory(CookieSettings settings) {
        this.settings = settings;
    }

    ResponseCookie issue(String token) {
        return ResponseCookie.from(settings.name(), token)
                .path(settings.path())
                .maxAge(settings.maxAge())
                .httpOnly(settings.httpOnly())
                .secure(settings.httpsOnly())
                .sameSite(settings.sameSite())
                .build();
    }
}

interface StudentStore {
    String passwordHash(String username);
}

@RestController
class PortalLoginController {
    private final StudentStore students;
    private final PasswordEncoder encoder;
    private final SessionCookieFactory cookies;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, String> sessions = new ConcurrentHashMap<>();

    PortalLoginController(StudentStore students, PasswordEncoder encoder) {
        this.students = students;
        this.encoder = encoder;
        this.cookies = new SessionCookieFactory(CookieSettings.defaults().withMaxAge(Duration.ofHours(12)));
    }

    @PostMapping("/portal/login")
    ResponseEntity<Map<String, String>> login(@RequestParam String username, @RequestParam String password) {
        String hash = students.passwordHash(username);
        if (hash == null || !encoder.matches(password, hash)) {
            return ResponseEntity.status(401).body(Map.of("error", "unknown username or password"));
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        sessions.put(token, username);
        return ResponseEntity.ok()
                .header(HttpHeaders.SET_COOKIE, cookies.issue(token).toString())
                .body(Map.of("student", username, "next", "/portal/lessons"));
    }

    @PostMapping("/portal/logout")
    ResponseEntity<Void> logout(@CookieValue(name = "ALPENECHO_SESSION", required = false) String token) {
        if (token != null) {
            sessions.remove(token);
        }
        return ResponseEntity.noContent()
                .header(HttpHeaders.SET_COOKIE, cookies.issue("").mutate().maxAge(0).build().toString())
                .build();
    }
}
