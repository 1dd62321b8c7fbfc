// Spring Boot endpoint that issues password-reset tokens e-mailed to the account owner
package com.example.recovery;

import java.security.SecureRandom;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PasswordResetController {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    private final SecureRandom random = new SecureRandom();
    private final ResetStore store;

    public PasswordResetController(ResetStore store) {
        this.store = store;
    }

    @PostMapping("/password/reset")
    public ResponseEntity<Void> requestReset(@RequestParam String email) {
        StringBuilder token = new StringBuilder();
        for (int i = 0; i < 32; i++) {
            token.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        store.saveAndMail(email, token.toString());
        return ResponseEntity.accepted().build();
    }

    public interface ResetStore { void saveAndMail(String email, String token); }
}
