// A local ice sculptor commission ordering program of the h76 set (cwe-352-csrf).
package com.glacierworks.commissions;

import java.math.BigDecimal;
import java.security.Principal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

@Configuration
@EnableWebSecurity
class WebSecurityConfig {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/gallery/**", "/css/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(Customizer.withDefaults())
            .logout(Customizer.withDefaults())
            .csrf(Customizer.withDefaults());
        return http.build();
    }
}

record Commission(long id, String client, String design, LocalDate eventDate, BigDecimal deposit, String status) {
}

@Controller
class CommissionController {
    private final AtomicLong ids = new AtomicLong();
    private final Map<String, List<Commission>> byClient = new ConcurrentHashMap<>();

    @GetMapping("/commissions")
    @ResponseBody
    List<Commission> mine(Principal principal) {
        return byClient.getOrDefault(principal.getName(), List.of());
    }

    @PostMapping("/commissions")
    String order(Principal principal,
                 @RequestParam String design,
                 @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate eventDate,
                 @RequestParam BigDecimal deposit) {
        Commission commission = new Commission(ids.incrementAndGet(), principal.getName(), design,
                eventDate, deposit, "deposit-charged");
        byClient.computeIfAbsent(principal.getName(), k -> new CopyOnWriteArrayList<>()).add(commission);
        return "redirect:/commissions";
    }

    @PostMapping("/commissions/{id}/cancel")
    String cancel(Principal principal, @PathVariable long id) {
        List<Commission> list = byClient.get(principal.getName());
        if (list == null) {
            return "redirect:/commissions";
        }
        list.replaceAll(c -> c.id() == id
                ? new Commission(c.id(), c.client(), c.design(), c.eventDate(), c.deposit(), "cancelled")
                : c);
        return "redirect:/commissions";
    }
}
