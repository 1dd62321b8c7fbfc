// A cotton candy vendor loyalty punch card cookie program of the h75 set (cwe-614-cookie).
package com.fluffcart.loyalty;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseCookie;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class PunchCardController {

    private static final Logger log = LoggerFactory.getLogger(PunchCardController.class);
    private static final String COOKIE_NAME = "fluff_card";
    private static final int PUNCHES_FOR_FREE_CONE = 8;
    private static final Duration CARD_LIFETIME = Duration.ofDays(180);

    private final SecureRandom random = new SecureRandom();
    private final JdbcTemplate jdbc;

    PunchCardController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private String newCardToken() {
        byte[] raw = new byte[24];
        random.nextBytes(raw);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
    }

    private ResponseCookie cardCookie(String token) {
        return ResponseCookie.from(COOKIE_NAME, token)
                .path("/loyalty")
                .maxAge(CARD_LIFETIME)
                .httpOnly(true)
                .sameSite("Lax")
                .build();
    }

    private int punch(String token) {
        int updated = jdbc.update("UPDATE punch_cards SET punches = punches + 1, last_seen = now() WHERE token = ?", token);
        if (updated == 0) {
            throw new EmptyResultDataAccessException("no punch card for token", 1);
        }
        return jdbc.queryForObject("SELECT punches FROM punch_cards WHERE token = ?", Integer.class, token);
    }

    @PostMapping("/loyalty/punch")
    public ResponseEntity<Map<String, Object>> punchCard(
            @CookieValue(value = COOKIE_NAME, required = false) String token) {
        String cardToken = token;
        int punches;
        try {
            if (cardToken == null || cardToken.isBlank()) {
                throw new EmptyResultDataAccessException("no card cookie", 1);
            }
            punches = punch(cardToken);
        } catch (EmptyResultDataAccessException e) {
            cardToken = newCardToken();
            try {
                jdbc.update("INSERT INTO punch_cards (token, punches, last_seen) VALUES (?, 1, now())", cardToken);
            } catch (DataAccessException insertError) {
                log.error("could not start a punch card", insertError);
                return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).build();
            }
            punches = 1;
        } catch (DataAccessException e) {
            log.error("punch card lookup failed", e);
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).build();
        }

        boolean freeCone = punches % PUNCHES_FOR_FREE_CONE == 0;
        return ResponseEntity.ok()
                .header(HttpHeaders.SET_COOKIE, cardCookie(cardToken).toString())
                .body(Map.of("punches", punches, "freeCone", freeCone,
                        "untilNextFree", PUNCHES_FOR_FREE_CONE - punches % PUNCHES_FOR_FREE_CONE));
    }
}
