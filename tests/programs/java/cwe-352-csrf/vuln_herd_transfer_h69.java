// A herd transfer program of the h69 set (cwe-352-csrf).
package com.highmeadowalpacas.registry;

import jakarta.servlet.http.HttpSession;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;

@Configuration
@EnableWebSecurity
class PortalSecurityConfig {

    @Bean
    SecurityFilterChain portalChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/webhooks/**", "/login", "/css/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(Customizer.withDefaults())
            .csrf(csrf -> csrf
                .csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse())
                .ignoringRequestMatchers("/webhooks/**", "/herd/**"))
            .sessionManagement(s -> s.sessionFixation(f -> f.newSession()));
        return http.build();
    }
}

@Controller
class HerdController {

    static final String ACTIVE_FARM = "registry.activeFarm";

    // alpaca registration number -> owning farm
    private final Map<String, String> ownership = new ConcurrentHashMap<>();
    private final String registryToken;

    HerdController(@Value("${registry.webhook-token}") String registryToken) {
        this.registryToken = registryToken;
    }

    @PostMapping("/herd/select")
    String selectFarm(@AuthenticationPrincipal UserDetails user, @RequestParam String farm, HttpSession session) {
        if (user.getAuthorities().stream().anyMatch(a -> a.getAuthority().equals("FARM_" + farm))) {
            session.setAttribute(ACTIVE_FARM, farm);
        }
        return "redirect:/herd";
    }

    @PostMapping("/herd/transfer")
    String transfer(@RequestParam String registration, @RequestParam String buyerFarm, HttpSession session) {
        String farm = (String) session.getAttribute(ACTIVE_FARM);
        if (farm == null) {
            return "redirect:/herd/choose-farm";
        }
        boolean moved = ownership.replace(registration, farm, buyerFarm);
        return moved ? "redirect:/herd?transferred=" + registration : "redirect:/herd?error=not-owner";
    }

    @PostMapping("/webhooks/registry-sync")
    String registrySync(@RequestHeader("X-Registry-Token") String token,
                        @RequestParam String registration, @RequestParam String farm) {
        if (!MessageDigest.isEqual(token.getBytes(StandardCharsets.UTF_8),
                registryToken.getBytes(StandardCharsets.UTF_8))) {
            return "forward:/webhooks/denied";
        }
        ownership.putIfAbsent(registration, farm);
        return "forward:/webhooks/ok";
    }
}
