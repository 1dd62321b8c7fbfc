// A client proofing login program of the h67 set (cwe-614-cookie).
// ice sculptors: event clients sign in with their booking code to approve sculpture sketches
package events.frostworks.proofing;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.NewCookie;
import jakarta.ws.rs.core.Response;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

record ProofingLogin(
        @NotBlank @Email String email,
        @NotBlank @Pattern(regexp = "ICE-[0-9]{6}") String bookingCode) {
}

@ApplicationScoped
class ProofingSessions {

    private final SecureRandom random = new SecureRandom();
    private final Map<String, String> sessionToBooking = new ConcurrentHashMap<>();
    private final Map<String, String> bookings = Map.of(
            "ICE-204711", "events@harbourhotel.example",
            "ICE-318840", "wedding.planner@example.com");

    Optional<String> open(ProofingLogin login) {
        String owner = bookings.get(login.bookingCode());
        if (owner == null || !owner.equalsIgnoreCase(login.email())) {
            return Optional.empty();
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        sessionToBooking.put(token, login.bookingCode());
        return Optional.of(token);
    }
}

@Path("/proofing/session")
@ApplicationScoped
public class ProofingLoginResource {

    private static final int SESSION_SECONDS = (int) Duration.ofHours(8).toSeconds();

    private final ProofingSessions sessions;

    @Inject
    public ProofingLoginResource(ProofingSessions sessions) {
        this.sessions = sessions;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response signIn(@Valid ProofingLogin login) {
        return sessions.open(login)
                .map(token -> Response.noContent()
                        .cookie(new NewCookie.Builder("proof_session")
                                .value(token)
                                .path("/proofing")
                                .maxAge(SESSION_SECONDS)
                                .secure(true)
                                .httpOnly(true)
                                .sameSite(NewCookie.SameSite.LAX)
                                .build())
                        .build())
                .orElseGet(() -> Response.status(Response.Status.UNAUTHORIZED).build());
    }
}
