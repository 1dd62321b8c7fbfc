// A circus comp pass program of the h65 set (cwe-330-random).
package com.bigtopcollective.passes;

import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.MutationMapping;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Random;

/**
 * Troupe members can give complimentary passes to family and friends. The pass
 * code is what the box office scans at the tent entrance, so whoever holds the
 * code gets in.
 */
@Controller
public class ComplimentaryPassController {

    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final int CODE_LENGTH = 10;

    private final JdbcTemplate jdbc;
    private final Random random = new Random();

    public ComplimentaryPassController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    // mutation { issueComplimentaryPass(showId: 812, guestName: "Ada Fratellini", seats: 2) { code validUntil } }
    @MutationMapping
    public Pass issueComplimentaryPass(@Argument long showId, @Argument String guestName, @Argument int seats) {
        if (seats < 1 || seats > 4) {
            throw new IllegalArgumentException("between 1 and 4 seats per pass");
        }
        if (guestName == null || guestName.isBlank() || guestName.length() > 80) {
            throw new IllegalArgumentException("guest name required");
        }
        Instant validUntil = jdbc.queryForObject(
                "SELECT starts_at FROM shows WHERE id = ?", Instant.class, showId).plus(2, ChronoUnit.HOURS);

        String code = newCode();
        jdbc.update("INSERT INTO comp_passes (code, show_id, guest_name, seats, valid_until) VALUES (?, ?, ?, ?, ?)",
                code, showId, guestName.trim(), seats, java.sql.Timestamp.from(validUntil));
        return new Pass(code, showId, seats, validUntil.toString());
    }

    private String newCode() {
        StringBuilder sb = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }

    public record Pass(String code, long showId, int seats, String validUntil) {
    }
}
