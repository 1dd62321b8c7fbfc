// A mews booking program of the h63 set (cwe-601-redirect).
package uk.co.hoodandjess.bookings;

import java.net.URI;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;

enum BookingState { PENDING, CONFIRMED, CANCELLED }

final class HawkWalkBooking {
    private final String reference;
    private final String bird;
    private final LocalDate date;
    private BookingState state = BookingState.PENDING;

    HawkWalkBooking(String reference, String bird, LocalDate date) {
        this.reference = reference;
        this.bird = bird;
        this.date = date;
    }

    void confirm() {
        if (state != BookingState.PENDING) {
            throw new IllegalStateException("booking is " + state);
        }
        state = BookingState.CONFIRMED;
    }

    String reference() { return reference; }
}

class BookingRepository {
    private final Map<String, HawkWalkBooking> bookings = new ConcurrentHashMap<>();

    Optional<HawkWalkBooking> find(String reference) { return Optional.ofNullable(bookings.get(reference)); }

    void save(HawkWalkBooking booking) { bookings.put(booking.reference(), booking); }
}

class AfterConfirmationRouter {
    private static final URI DEFAULT = URI.create("/bookings/thank-you");
    private static final Map<String, URI> DESTINATIONS = Map.of(
            "thank-you", DEFAULT,
            "gift-card", URI.create("/gifts/add-card"),
            "directions", URI.create("/visit/directions"));

    URI destinationFor(String next) {
        if (next == null || next.isBlank()) {
            return DEFAULT;
        }
        return DESTINATIONS.getOrDefault(next, URI.create(next));
    }
}

class BookingService {
    private final BookingRepository repository;
    private final AfterConfirmationRouter router;

    BookingService(BookingRepository repository, AfterConfirmationRouter router) {
        this.repository = repository;
        this.router = router;
    }

    URI confirm(String reference, String next) {
        HawkWalkBooking booking = repository.find(reference).orElseThrow(NotFoundException::new);
        booking.confirm();
        repository.save(booking);
        return router.destinationFor(next);
    }
}

@Path("/bookings")
class HawkWalkResource {
    private final BookingService service = new BookingService(new BookingRepository(), new AfterConfirmationRouter());

    @POST
    @Path("/{reference}/confirm")
    public Response confirm(@PathParam("reference") String reference, @FormParam("next") String next) {
        try {
            URI destination = service.confirm(reference, next);
            return Response.seeOther(destination).build();
        } catch (IllegalStateException e) {
            return Response.status(Response.Status.CONFLICT).build();
        }
    }
}
