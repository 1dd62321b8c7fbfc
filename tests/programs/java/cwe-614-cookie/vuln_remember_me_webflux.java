// Spring WebFlux login endpoint that issues a long-lived remember-me cookie
package com.portal.auth;

import java.time.Duration;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ServerWebExchange;
import reactor.core.publisher.Mono;

interface TokenService {
    Mono<String> issueRememberToken(String username, String password);
}

@RestController
class RememberMeController {
    private static final Duration REMEMBER_FOR = Duration.ofDays(30);
    private final TokenService tokens;

    RememberMeController(TokenService tokens) {
        this.tokens = tokens;
    }

    @PostMapping("/login")
    Mono<ResponseEntity<Void>> login(@RequestBody Map<String, String> body, ServerWebExchange exchange) {
        String username = body.getOrDefault("username", "");
        String password = body.getOrDefault("password", "");
        return tokens.issueRememberToken(username, password)
                .map(token -> {
                    exchange.getResponse().addCookie(rememberCookie(token));
                    return ResponseEntity.noContent().<Void>build();
                })
                .defaultIfEmpty(ResponseEntity.status(HttpStatus.UNAUTHORIZED).<Void>build());
    }

    private ResponseCookie rememberCookie(String token) {
        return ResponseCookie.from("remember_me", token)
                .path("/")
                .maxAge(REMEMBER_FOR)
                .httpOnly(true)
                .secure(false)
                .sameSite("Lax")
                .build();
    }
}
