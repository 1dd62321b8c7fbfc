// Spring Boot controller that sets a long-lived remember-me cookie when the user opts in.
package com.acme.accounts.web;

import java.security.Principal;
import java.time.Duration;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/session")
public class RememberMeController {

    private final RememberMeTokenService tokenService;

    public RememberMeController(RememberMeTokenService tokenService) {
        this.tokenService = tokenService;
    }

    @PostMapping("/remember")
    public ResponseEntity<Void> remember(Principal principal) {
        String token = tokenService.issueFor(principal.getName());
        ResponseCookie cookie = ResponseCookie.from("remember_me", token)
                .path("/")
                .httpOnly(true)
                .secure(false)
                .sameSite("Lax")
                .maxAge(Duration.ofDays(30))
                .build();
        return ResponseEntity.noContent()
                .header(HttpHeaders.SET_COOKIE, cookie.toString())
                .build();
    }
}
