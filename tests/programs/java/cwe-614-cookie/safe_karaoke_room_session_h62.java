// A karaoke room session program of the h62 set (cwe-614-cookie).
package com.neonmic.rooms;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.http.cookie.SameSite;
import io.micronaut.serde.annotation.Serdeable;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Guests check in to their private karaoke room with the booking reference; the room
 * session lets their phones queue songs and order drinks to the room.
 */
@Controller("/rooms")
class RoomCheckInController {

    @Serdeable
    record CheckIn(String bookingRef) {}

    record RoomSession(String room, String bookingRef) {}

    interface Bookings {
        Optional<String> roomFor(String bookingRef);
    }

    private static final String SESSION_COOKIE = "room_session";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Bookings bookings;
    private final Map<String, RoomSession> sessions = new ConcurrentHashMap<>();

    RoomCheckInController(Bookings bookings) {
        this.bookings = bookings;
    }

    @Post("/{room}/check-in")
    HttpResponse<?> checkIn(@PathVariable String room, @Body CheckIn body) {
        return bookings.roomFor(body.bookingRef())
                .filter(room::equals)
                .map(r -> openSession(r, body.bookingRef()))
                .map(token -> HttpResponse.ok(Map.of("room", room)).cookie(sessionCookie(token)))
                .orElseGet(() -> HttpResponse.status(HttpStatus.FORBIDDEN));
    }

    private String openSession(String room, String bookingRef) {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        sessions.put(token, new RoomSession(room, bookingRef));
        return token;
    }

    static Cookie sessionCookie(String token) {
        return Cookie.of(SESSION_COOKIE, token)
                .path("/rooms")
                .httpOnly(true)
                .secure(true)
                .sameSite(SameSite.Lax)
                .maxAge(Duration.ofHours(4));
    }
}
