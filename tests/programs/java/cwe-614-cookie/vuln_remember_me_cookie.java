// Spring controller that issues the long-lived remember-me cookie after a successful login
package com.acme.portal.session;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

import java.time.Duration;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RememberMeController {

    private static final String COOKIE_NAME = "acme_remember";
    private static final int MAX_AGE = (int) Duration.ofDays(30).toSeconds();

    private final RememberMeTokens tokens;

    public RememberMeController(RememberMeTokens tokens) {
        this.tokens = tokens;
    }

    private static Cookie buildCookie(String value) {
        Cookie cookie = new Cookie(COOKIE_NAME, value);
        cookie.setPath("/");
        cookie.setMaxAge(MAX_AGE);
        cookie.setHttpOnly(true);
        cookie.setAttribute("SameSite", "Lax");
        return cookie;
    }

    @PostMapping("/session/remember")
    public ResponseEntity<Void> remember(@RequestAttribute("userId") String userId,
                                         HttpServletResponse response) {
        String token = tokens.issue(userId);
        response.addCookie(buildCookie(token));
        return ResponseEntity.noContent().build();
    }

    public interface RememberMeTokens {
        String issue(String userId);
    }
}
