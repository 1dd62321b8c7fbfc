// Spring controller that issues a long-lived remember-me cookie after a successful sign-in
package com.acme.store.auth;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.ResponseEntity;
import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class RememberMeController {

    private static final String COOKIE_NAME = "acme_remember";
    private static final Duration LIFETIME = Duration.ofDays(30);

    private final SecureRandom random = new SecureRandom();
    private final RememberMeTokenRepository tokens;

    RememberMeController(RememberMeTokenRepository tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/auth/remember-me")
    ResponseEntity<Void> remember(Authentication auth, HttpServletResponse response) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        tokens.store(auth.getName(), token, LIFETIME);
        response.addCookie(buildCookie(token));
        return ResponseEntity.noContent().build();
    }

    private static Cookie buildCookie(String token) {
        Cookie cookie = new Cookie(COOKIE_NAME, token);
        cookie.setPath("/");
        cookie.setHttpOnly(true);
        cookie.setMaxAge((int) LIFETIME.toSeconds());
        return cookie;
    }
}
