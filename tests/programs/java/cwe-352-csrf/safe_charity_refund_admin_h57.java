// Spring Security setup and admin controller for refunding donations in a charity's back-office
package org.charity.backoffice;

import java.math.BigDecimal;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Configuration
@EnableWebSecurity
class BackofficeSecurityConfig {
    @Bean
    SecurityFilterChain backoffice(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(auth -> auth
                        .requestMatchers("/login", "/assets/**").permitAll()
                        .requestMatchers("/admin/**").hasRole("FINANCE")
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/admin/donations"))
                .sessionManagement(s -> s.sessionFixation().newSession())
                .csrf(csrf -> csrf.csrfTokenRepository(new HttpSessionCsrfTokenRepository()));
        return http.build();
    }
}

interface RefundGateway {
    String refund(long donationId, BigDecimal amount, String reason, String operator);
}

@Controller
class DonationRefundController {
    private final RefundGateway gateway;

    DonationRefundController(RefundGateway gateway) {
        this.gateway = gateway;
    }

    @PostMapping("/admin/donations/{id}/refund")
    String refund(@PathVariable long id, @RequestParam BigDecimal amount, @RequestParam String reason,
                  @AuthenticationPrincipal UserDetails operator) {
        if (amount.signum() <= 0) {
            return "redirect:/admin/donations/" + id + "?error=amount";
        }
        String ref = gateway.refund(id, amount, reason, operator.getUsername());
        return "redirect:/admin/donations/" + id + "?refunded=" + ref;
    }
}
