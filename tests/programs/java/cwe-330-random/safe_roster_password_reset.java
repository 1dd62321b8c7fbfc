// Issues password-reset codes for nurses using the shift rostering portal.
package org.wardplanner.accounts;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ResetCodeController {

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final int CODE_LENGTH = 10;
    private static final SecureRandom RNG = new SecureRandom();

    private final StaffDirectory staff;
    private final ResetStore store;
    private final Mailer mailer;

    public ResetCodeController(StaffDirectory staff, ResetStore store, Mailer mailer) {
        this.staff = staff;
        this.store = store;
        this.mailer = mailer;
    }

    @PostMapping("/accounts/reset-code")
    public ResponseEntity<Void> issue(@RequestParam String badgeNumber) {
        staff.findByBadge(badgeNumber).ifPresent(member -> {
            String code = newCode();
            store.save(member.id(), code, Instant.now().plus(Duration.ofMinutes(30)));
            mailer.send(member.email(), "Your rostering reset code", "Code: " + code);
        });
        return ResponseEntity.accepted().build();
    }

    private static String newCode() {
        SecureRandom rng = RNG;
        StringBuilder sb = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(ALPHABET.charAt(rng.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
