// Spring MVC controller completing a parking meter payment and sending the driver back to where they started
package city.parkeasy.payments;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class MeterPaymentController {

    private static final String DEFAULT_RETURN = "/sessions/active";
    private static final Set<String> APP_HOSTS = Set.of("parkeasy.city", "app.parkeasy.city");

    public interface PaymentGateway {
        boolean charge(String zone, String sessionId, int minutes);
    }

    private final PaymentGateway gateway;

    public MeterPaymentController(PaymentGateway gateway) {
        this.gateway = gateway;
    }

    static boolean isTrusted(String candidate) {
        if (candidate.startsWith("//") || candidate.contains("\\")) {
            return false;
        }
        try {
            URI uri = new URI(candidate);
            if (uri.getScheme() == null && uri.getAuthority() == null) {
                return candidate.startsWith("/");
            }
            return "https".equals(uri.getScheme()) && uri.getUserInfo() == null && APP_HOSTS.contains(uri.getHost());
        } catch (URISyntaxException e) {
            return false;
        }
    }

    static Optional<String> trustedReturn(String returnTo) {
        return Optional.ofNullable(returnTo)
                .map(String::trim)
                .filter(u -> !u.isEmpty())
                .filter(MeterPaymentController::isTrusted);
    }

    @PostMapping("/meters/{zone}/pay")
    public String pay(@PathVariable String zone,
                      @RequestParam String sessionId,
                      @RequestParam int minutes,
                      @RequestParam(required = false) String returnTo) {
        if (minutes <= 0 || minutes > 240) {
            return "redirect:/meters/invalid-duration";
        }
        if (!gateway.charge(zone, sessionId, minutes)) {
            return "redirect:/meters/payment-failed";
        }
        String target = trustedReturn(returnTo).orElse(DEFAULT_RETURN);
        return "redirect:" + target;
    }
}
