// Spring Boot registration endpoint that stores a new user's password hash
package com.example.signup;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RegistrationController {

    public record SignupForm(String username, String password) {}

    private final JdbcTemplate jdbc;

    public RegistrationController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @PostMapping("/signup")
    public ResponseEntity<Void> signup(@RequestBody SignupForm form) throws Exception {
        MessageDigest md = MessageDigest.getInstance("MD5");
        String hash = HexFormat.of().formatHex(md.digest(form.password().getBytes(StandardCharsets.UTF_8)));
        jdbc.update("INSERT INTO users(username, password_hash) VALUES (?, ?)", form.username(), hash);
        return ResponseEntity.status(201).build();
    }
}
