// A reed order portal program of the h70 set (cwe-352-csrf).
package uk.glenmorrpipes.portal;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Configuration
@EnableWebSecurity
class PortalSecurityConfig {

    private static final List<String> NO_BROWSER_SESSION = List.of("/webhooks/**");

    @Bean
    SecurityFilterChain portalChain(HttpSecurity http) throws Exception {
        http
                .authorizeHttpRequests(auth -> auth
                        .requestMatchers("/", "/catalogue/**", "/css/**", "/webhooks/**").permitAll()
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").permitAll())
                .logout(Customizer.withDefaults())
                .csrf(csrf -> csrf.ignoringRequestMatchers(NO_BROWSER_SESSION.toArray(String[]::new)));
        return http.build();
    }
}

@Controller
class ReedOrderController {

    record Address(String line1, String town, String postcode, String country) {}

    record ReedLine(String model, String strength, int quantity) {}

    private static final Map<String, List<String>> STRENGTHS = Map.of(
            "highland-cane", List.of("easy", "medium", "strong"),
            "synthetic-pro", List.of("medium", "strong"),
            "smallpipe", List.of("easy", "medium"));

    private final Map<String, Address> addresses = new ConcurrentHashMap<>();
    private final Map<String, List<ReedLine>> orders = new ConcurrentHashMap<>();
    private final Set<String> settled = ConcurrentHashMap.newKeySet();

    @PostMapping("/account/address")
    String updateAddress(Principal me, @ModelAttribute Address address) {
        Optional.of(address)
                .filter(a -> a.postcode() != null && !a.postcode().isBlank())
                .ifPresent(a -> addresses.put(me.getName(), a));
        return "redirect:/account";
    }

    @PostMapping("/account/orders")
    String placeOrder(Principal me, @RequestParam Map<String, String> form) {
        List<ReedLine> lines = form.entrySet().stream()
                .filter(e -> e.getKey().startsWith("qty."))
                .map(e -> {
                    String[] key = e.getKey().substring(4).split("\\.", 2);
                    return new ReedLine(key[0], key.length > 1 ? key[1] : "medium", Integer.parseInt(e.getValue()));
                })
                .filter(l -> l.quantity() > 0 && STRENGTHS.getOrDefault(l.model(), List.of()).contains(l.strength()))
                .collect(Collectors.toList());
        if (!lines.isEmpty()) {
            orders.computeIfAbsent(me.getName(), k -> new CopyOnWriteArrayList<>()).addAll(lines);
        }
        return "redirect:/account/orders";
    }

    @PostMapping("/webhooks/payment")
    @ResponseBody
    String paymentNotice(@RequestParam("reference") String reference, @RequestParam("status") String status) {
        if ("settled".equals(status)) {
            settled.add(reference.strip());
        }
        return "ok";
    }
}
