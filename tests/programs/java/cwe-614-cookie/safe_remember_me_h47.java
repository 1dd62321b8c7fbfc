// Spring Boot controller that issues a long-lived remember-me cookie after a successful login.
package com.acme.portal.auth;

import java.time.Duration;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RememberMeController {

    public record LoginForm(String username, String password, boolean remember) {}

    static final class CookieSettings {
        final String name;
        final boolean secure;
        final Duration maxAge;

        CookieSettings(String name, boolean secure, Duration maxAge) {
            this.name = name;
            this.secure = secure;
            this.maxAge = maxAge;
        }
    }

    private static final CookieSettings REMEMBER = new CookieSettings("ACME_REMEMBER", true, Duration.ofDays(30));

    private final TokenService tokens;

    public RememberMeController(TokenService tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/auth/login")
    public ResponseEntity<Void> login(@RequestBody LoginForm form) {
        String userId = tokens.authenticate(form.username(), form.password());
        if (userId == null) {
            return ResponseEntity.status(401).build();
        }
        ResponseEntity.BodyBuilder ok = ResponseEntity.ok();
        if (form.remember()) {
            ok.header(HttpHeaders.SET_COOKIE, rememberCookie(tokens.issueRememberToken(userId)).toString());
        }
        return ok.build();
    }

    private static ResponseCookie rememberCookie(String value) {
        return ResponseCookie.from(REMEMBER.name, value)
                .httpOnly(true)
                .secure(REMEMBER.secure)
                .sameSite("Lax")
                .path("/")
                .maxAge(REMEMBER.maxAge)
                .build();
    }

    public interface TokenService {
        String authenticate(String username, String password);
        String issueRememberToken(String userId);
    }
}
