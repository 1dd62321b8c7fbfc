// A forge commission form program of the h63 set (cwe-352-csrf).
package com.anvilworks.commissions;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@Configuration
@EnableWebSecurity
class ForgeWebSecurityConfig {
    @Bean
    SecurityFilterChain forgeFilterChain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(auth -> auth
                        .requestMatchers("/commissions/**").authenticated()
                        .anyRequest().permitAll())
                .formLogin(Customizer.withDefaults())
                .csrf(Customizer.withDefaults());
        return http.build();
    }
}

record CommissionForm(@NotBlank @Size(max = 80) String piece,
                      @NotBlank @Size(max = 20) String metal,
                      @Min(1) @Max(50) int quantity,
                      @Size(max = 500) String notes) {}

record ForgeCommission(String id, String customer, String piece, String metal, int quantity, String notes) {}

@Repository
class CommissionRepository {
    private final Map<String, List<ForgeCommission>> byCustomer = new ConcurrentHashMap<>();

    void add(ForgeCommission commission) {
        byCustomer.computeIfAbsent(commission.customer(), c -> new CopyOnWriteArrayList<>()).add(commission);
    }
}

@Service
class CommissionService {
    private final CommissionRepository repository;

    CommissionService(CommissionRepository repository) { this.repository = repository; }

    ForgeCommission place(String customer, CommissionForm form) {
        ForgeCommission commission = new ForgeCommission(UUID.randomUUID().toString(), customer,
                form.piece(), form.metal(), form.quantity(), form.notes());
        repository.add(commission);
        return commission;
    }
}

@RestController
@RequestMapping("/commissions")
class CommissionController {
    private final CommissionService service;

    CommissionController(CommissionService service) { this.service = service; }

    @PostMapping(consumes = MediaType.APPLICATION_FORM_URLENCODED_VALUE)
    ResponseEntity<Map<String, String>> place(Principal customer, @Valid @ModelAttribute CommissionForm form) {
        ForgeCommission commission = service.place(customer.getName(), form);
        return ResponseEntity.status(201).body(Map.of("id", commission.id()));
    }
}
