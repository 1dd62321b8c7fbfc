// Spring MVC controller that signs retail banking customers in and issues the session cookie for the web app.
package com.harborbank.web.login;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletResponse;

import java.util.Optional;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CustomerLoginController {

    private static final String SESSION_COOKIE = "HB_SESSION";
    private static final int SESSION_SECONDS = 15 * 60;

    public record LoginRequest(String customerNumber, String password, String otp) {}

    public interface AuthenticationGateway {
        Optional<String> authenticate(String customerNumber, char[] password, String otp);
    }

    private final AuthenticationGateway gateway;

    public CustomerLoginController(AuthenticationGateway gateway) {
        this.gateway = gateway;
    }

    @PostMapping("/api/login")
    public ResponseEntity<Void> login(@RequestBody LoginRequest request, HttpServletResponse response) {
        Optional<String> sessionToken = gateway.authenticate(
                request.customerNumber(), request.password().toCharArray(), request.otp());
        if (sessionToken.isEmpty()) {
            return ResponseEntity.status(401).build();
        }
        response.addCookie(sessionCookie(sessionToken.get()));
        return ResponseEntity.noContent().build();
    }

    private static Cookie sessionCookie(String token) {
        Cookie cookie = new Cookie(SESSION_COOKIE, token);
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setPath("/");
        cookie.setMaxAge(SESSION_SECONDS);
        cookie.setAttribute("SameSite", "Strict");
        return cookie;
    }
}
