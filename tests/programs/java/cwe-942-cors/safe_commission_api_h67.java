// A commission api program of the h67 set (cwe-942-cors).
// calligraphers: account API used by the studio's storefront for wedding-invitation and certificate commissions
package school.calligraphy.studio;

import jakarta.servlet.http.HttpSession;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@SpringBootApplication
public class StudioApiApplication {
    public static void main(String[] args) {
        SpringApplication.run(StudioApiApplication.class, args);
    }
}

@Configuration
class StorefrontCorsConfig implements WebMvcConfigurer {

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOrigins("https://www.inkandquillstudio.example", "https://shop.inkandquillstudio.example")
                .allowedMethods("GET", "POST", "PUT", "DELETE")
                .allowedHeaders("Content-Type", "X-Requested-With")
                .allowCredentials(true)
                .maxAge(3600);
    }
}

enum Script { COPPERPLATE, ITALIC, UNCIAL, BLACKLETTER, SPENCERIAN }

record CommissionRequest(
        @NotNull Script script,
        @NotBlank @Size(max = 400) String wording,
        @Min(1) @Max(500) int copies,
        @NotBlank @Size(max = 200) String deliveryAddress) {
}

record Commission(long id, Script script, int copies, String deliveryAddress, String status) {
}

@Service
class CommissionBook {
    private final Map<String, List<Commission>> byCustomer = new ConcurrentHashMap<>();

    List<Commission> forCustomer(String customerId) {
        return byCustomer.getOrDefault(customerId, List.of());
    }

    Commission place(String customerId, CommissionRequest request) {
        List<Commission> list = byCustomer.computeIfAbsent(customerId, k -> new CopyOnWriteArrayList<>());
        Commission c = new Commission(list.size() + 1L, request.script(), request.copies(),
                request.deliveryAddress(), "QUOTED");
        list.add(c);
        return c;
    }
}

@RestController
@RequestMapping("/api/commissions")
class CommissionController {
    private final CommissionBook book;

    CommissionController(CommissionBook book) {
        this.book = book;
    }

    private static String customer(HttpSession session) {
        Object id = session.getAttribute("customerId");
        if (id == null) {
            throw new ResponseStatusException(HttpStatus.UNAUTHORIZED);
        }
        return id.toString();
    }

    @GetMapping
    List<Commission> mine(HttpSession session) {
        return book.forCustomer(customer(session));
    }

    @PostMapping
    Commission place(@Valid @RequestBody CommissionRequest request, HttpSession session) {
        return book.place(customer(session), request);
    }
}
