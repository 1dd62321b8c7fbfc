// Spring MVC controller completing a parking meter payment and sending the driver back to where they started
package city.parkeasy.payments;

import java.util.Optional;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class MeterPaymentController {

    private static final String DEFAULT_RETURN = "/sessions/active";

    public interface PaymentGateway {
        boolean charge(String zone, String sessionId, int minutes);
    }

    private final PaymentGateway gateway;

    public MeterPaymentController(PaymentGateway gateway) {
        this.gateway = gateway;
    }

    static Optional<String> trustedReturn(String returnTo) {
        return Optional.ofNullable(returnTo)
                .map(String::trim)
                .filter(u -> !u.isEmpty())
                .filter(u -> u.startsWith("/") || u.contains("parkeasy.city"));
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
