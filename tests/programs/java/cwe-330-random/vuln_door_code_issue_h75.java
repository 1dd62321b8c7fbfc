// A sauna private cabin door code issue program of the h75 set (cwe-330-random).
package com.loylyhouse.access;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Random;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class DoorCodeController {

    private static final Logger log = LoggerFactory.getLogger(DoorCodeController.class);
    private static final int CODE_DIGITS = 8;
    private static final int MAX_ATTEMPTS = 5;
    private static final Duration VALIDITY = Duration.ofHours(3);

    private final Random random = new Random();
    private final JdbcTemplate jdbc;

    DoorCodeController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    static final class CodeIssueException extends RuntimeException {
        CodeIssueException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private String nextCode() {
        StringBuilder code = new StringBuilder(CODE_DIGITS);
        for (int i = 0; i < CODE_DIGITS; i++) {
            code.append(random.nextInt(10));
        }
        return code.toString();
    }

    private String issueFor(long bookingId, String cabin) {
        Instant expires = Instant.now().plus(VALIDITY);
        DuplicateKeyException lastClash = null;
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            String code = nextCode();
            try {
                jdbc.update("INSERT INTO door_codes (cabin, code, booking_id, expires_at) VALUES (?, ?, ?, ?)",
                        cabin, code, bookingId, Timestamp.from(expires));
                return code;
            } catch (DuplicateKeyException e) {
                log.debug("door code clash on cabin {} (attempt {})", cabin, attempt);
                lastClash = e;
            } catch (DataAccessException e) {
                throw new CodeIssueException("door code store unavailable", e);
            }
        }
        throw new CodeIssueException("no free door code after " + MAX_ATTEMPTS + " attempts", lastClash);
    }

    @PostMapping("/bookings/{bookingId}/door-code")
    public Map<String, Object> issue(@PathVariable long bookingId) {
        Map<String, Object> booking;
        try {
            booking = jdbc.queryForMap("SELECT cabin, status FROM bookings WHERE id = ?", bookingId);
        } catch (EmptyResultDataAccessException e) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no such booking");
        }
        if (!"PAID".equals(booking.get("status"))) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "booking is not paid yet");
        }
        String cabin = (String) booking.get("cabin");
        try {
            String code = issueFor(bookingId, cabin);
            log.info("issued door code for booking {} cabin {}", bookingId, cabin);
            return Map.of("cabin", cabin, "code", code, "validMinutes", VALIDITY.toMinutes());
        } catch (CodeIssueException e) {
            log.error("door code issue failed for booking {}", bookingId, e);
            throw new ResponseStatusException(HttpStatus.SERVICE_UNAVAILABLE, "door code could not be issued", e);
        }
    }
}
