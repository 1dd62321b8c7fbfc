// A wholesale api program of the h68 set (cwe-942-cors).
// tea blenders: wholesale account API used by the storefront and the café partners' ordering widget
package co.steepandleaf.wholesale;

import jakarta.servlet.http.HttpSession;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

@SpringBootApplication
public class WholesaleApp {
    public static void main(String[] args) {
        SpringApplication.run(WholesaleApp.class, args);
    }
}

@Configuration
class WebConfig implements WebMvcConfigurer {

    private static final List<String> STOREFRONT_ORIGINS = List.of(
            "https://steepandleaf.co",
            "https://*.steepandleaf.co");

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/wholesale/**")
                .allowedOriginPatterns(STOREFRONT_ORIGINS.toArray(String[]::new))
                .allowedMethods("GET", "POST", "DELETE")
                .allowedHeaders("Content-Type", "X-Requested-With")
                .allowCredentials(true)
                .maxAge(1800);
    }
}

record Account(String id, String cafeName, String billingEmail, BigDecimal creditLimit, List<String> savedCards) {}

record OrderLine(String blendSku, int kilos) {
    OrderLine {
        if (kilos < 1 || kilos > 50) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "1-50 kg per blend");
        }
    }
}

record WholesaleOrder(List<OrderLine> lines, String deliveryNote) {}

@RestController
@RequestMapping("/api/wholesale")
class WholesaleController {

    private final Map<String, Account> accounts = new ConcurrentHashMap<>();
    private final Map<String, List<WholesaleOrder>> orders = new ConcurrentHashMap<>();

    private Account current(HttpSession session) {
        return Optional.ofNullable(session.getAttribute("accountId"))
                .filter(String.class::isInstance)
                .map(String.class::cast)
                .map(accounts::get)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.UNAUTHORIZED));
    }

    @GetMapping("/account")
    Account account(HttpSession session) {
        return current(session);
    }

    @PostMapping("/orders")
    Map<String, Object> place(HttpSession session, @RequestBody WholesaleOrder order) {
        var account = current(session);
        var kilos = order.lines().stream().mapToInt(OrderLine::kilos).sum();
        orders.computeIfAbsent(account.id(), id -> new CopyOnWriteArrayList<>()).add(order);
        return Map.of("account", account.id(), "kilos", kilos, "lines", order.lines().size());
    }

    @DeleteMapping("/account/cards/{last4}")
    void removeCard(HttpSession session, @PathVariable String last4) {
        var account = current(session);
        var remaining = account.savedCards().stream().filter(c -> !c.endsWith(last4)).toList();
        accounts.put(account.id(), new Account(account.id(), account.cafeName(), account.billingEmail(),
                account.creditLimit(), remaining));
    }
}
