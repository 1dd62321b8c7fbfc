// A checkout return program of the h73 set (cwe-601-redirect).
package farm.maizequest.tickets;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class CheckoutReturnController {

    private static final Logger log = LoggerFactory.getLogger(CheckoutReturnController.class);
    private static final String DEFAULT_TARGET = "/tickets/mine";

    private final TicketService tickets;

    public CheckoutReturnController(TicketService tickets) {
        this.tickets = tickets;
    }

    /**
     * Payment provider calls back here with our order id plus the "next" value we gave it.
     * The booking widget percent-encodes the return path before handing it to the provider,
     * so it arrives here still encoded once.
     */
    @GetMapping("/checkout/complete")
    public ResponseEntity<Void> complete(@RequestParam("order") String orderId,
                                         @RequestParam(value = "next", defaultValue = "") String next) {
        boolean paid = tickets.markPaid(orderId.strip());
        if (!paid) {
            log.warn("callback for unknown or unpaid order {}", orderId);
            return redirect("/checkout/failed");
        }

        String target = DEFAULT_TARGET;
        String candidate = URLDecoder.decode(next.strip(), StandardCharsets.UTF_8);
        if (!candidate.isEmpty() && candidate.startsWith("/") && !candidate.startsWith("//")
                && !candidate.contains("\\") && candidate.chars().noneMatch(Character::isISOControl)) {
            target = candidate;
        }

        String day = LocalDate.now().format(DateTimeFormatter.ISO_DATE);
        log.info("order {} paid on {}, returning visitor to {}", orderId, day, target);
        return redirect(target);
    }

    private static ResponseEntity<Void> redirect(String location) {
        HttpHeaders headers = new HttpHeaders();
        headers.setLocation(URI.create(location.replace(" ", "%20")));
        return new ResponseEntity<>(headers, HttpStatus.SEE_OTHER);
    }

    public interface TicketService {
        boolean markPaid(String orderId);
    }
}
