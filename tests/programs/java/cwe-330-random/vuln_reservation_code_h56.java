// Spring controller issuing table reservation codes that guests use to look up or cancel their booking
package dine.copperpot.reservations;

import java.time.LocalDateTime;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/reservations")
public class ReservationController {

    public record Booking(String guestName, String phone, int partySize, LocalDateTime at) {}

    private static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    private final Random random = new Random();
    private final Map<String, Booking> bookings = new ConcurrentHashMap<>();

    String nextCode() {
        return random.ints(10, 0, ALPHABET.length())
                .mapToObj(i -> String.valueOf(ALPHABET.charAt(i)))
                .collect(Collectors.joining());
    }

    @PostMapping
    public Map<String, String> book(@RequestBody Booking booking) {
        String code = nextCode();
        bookings.put(code, booking);
        return Map.of("code", code, "manageUrl", "/reservations/" + code);
    }

    @GetMapping("/{code}")
    public ResponseEntity<Booking> lookup(@PathVariable String code) {
        return Optional.ofNullable(bookings.get(code))
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @DeleteMapping("/{code}")
    public ResponseEntity<Void> cancel(@PathVariable String code) {
        return bookings.remove(code) != null
                ? ResponseEntity.noContent().build()
                : ResponseEntity.notFound().build();
    }
}
