// A booking return redirect program of the h70 set (cwe-601-redirect).
package uk.skywardballoons.booking;

import jakarta.servlet.http.HttpSession;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class BookingReturnController {

    record Booking(String ref, String launchSite, int seats, boolean paid) {}

    record ReturnTarget(String source, String url) {}

    private static final Pattern OUR_SITES =
            Pattern.compile("https://(www\\.|book\\.|gifts\\.)?skywardballoons\\.co\\.uk(/\\S*)?");
    private static final String HOME = "https://www.skywardballoons.co.uk/";

    private final Predicate<String> trusted = OUR_SITES.asMatchPredicate();
    private final Map<String, Booking> bookings = new ConcurrentHashMap<>();

    @GetMapping("/booking/{ref}/confirmed")
    ResponseEntity<Void> confirmed(@PathVariable String ref,
                                   @RequestParam(name = "return", required = false) String returnTo,
                                   HttpSession session) {
        Booking booking = bookings.get(ref);
        if (booking == null || !booking.paid()) {
            return ResponseEntity.status(HttpStatus.SEE_OTHER)
                    .location(URI.create(HOME + "booking/" + ref.replaceAll("[^A-Z0-9]", "") + "/pay"))
                    .build();
        }
        List<ReturnTarget> candidates = Stream.of(
                        new ReturnTarget("query", returnTo),
                        new ReturnTarget("session", (String) session.getAttribute("booking.origin")),
                        new ReturnTarget("default", HOME + "thank-you?seats=" + booking.seats()))
                .filter(t -> t.url() != null && !t.url().isBlank())
                .toList();
        String target = candidates.stream()
                .map(ReturnTarget::url)
                .map(String::strip)
                .filter(trusted)
                .findFirst()
                .orElse(HOME);
        session.removeAttribute("booking.origin");
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(target)).build();
    }

    @GetMapping("/booking/{ref}/status")
    ResponseEntity<Booking> status(@PathVariable String ref) {
        return Optional.ofNullable(bookings.get(ref))
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    void record(Booking booking) {
        bookings.put(booking.ref(), booking);
    }
}
