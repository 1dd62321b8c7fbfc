// Spring Boot registration endpoint that stores a new user's password hash
package com.example.signup;

import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RegistrationController {

    public record SignupForm(String username, String password) {}

    private final JdbcTemplate jdbc;
    private final BCryptPasswordEncoder encoder = new BCryptPasswordEncoder(12);

    public RegistrationController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @PostMapping("/signup")
    public ResponseEntity<Void> signup(@RequestBody SignupForm form) {
        String hash = encoder.encode(form.password());
        jdbc.update("INSERT INTO users(username, password_hash) VALUES (?, ?)", form.username(), hash);
        return ResponseEntity.status(201).build();
    }
}
