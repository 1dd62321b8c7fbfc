// Spring Boot endpoint that issues a refresh token cookie after a successful token exchange
package com.example.oauth;

import java.time.Duration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TokenController {

    private final TokenService tokens;

    public TokenController(TokenService tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/oauth/exchange")
    public ResponseEntity<String> exchange(@RequestParam String code) {
        String refresh = tokens.refreshTokenFor(code);
        ResponseCookie cookie = ResponseCookie.from("refresh_token", refresh)
                .httpOnly(true)
                .secure(true)
                .sameSite("Lax")
                .path("/oauth")
                .maxAge(Duration.ofDays(30))
                .build();
        return ResponseEntity.ok().header(HttpHeaders.SET_COOKIE, cookie.toString()).body("ok");
    }

    public interface TokenService { String refreshTokenFor(String code); }
}
